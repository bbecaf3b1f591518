import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import { shippingFormSchema } from '../checkout/address-form';
import type { PaymentProvider } from '../enums';
import {
  availableExpressWallets,
  EXPRESS_BUTTON_LABELS,
  EXPRESS_WALLETS,
  expressWalletsShown,
  isExpressWallet,
  stepAfterExpressError,
} from './express-wallets';
import { SANDBOX_WALLET_PAYERS } from './sandbox-wallet';
import { PROVIDER_FLOWS } from './provider-flows';

const ALL: readonly PaymentProvider[] = ['stripeDirect', 'googlepay', 'applepay', 'stripePaymentRequest', 'link'];
const YES = { googlepay: true, applepay: true, stripePaymentRequest: true, link: true } as const;

describe('express wallets are shown only where the brand enables them and the browser offers them', () => {
  it.each<[string, readonly PaymentProvider[], Partial<Record<string, boolean>>, readonly PaymentProvider[], string[]]>([
    ['enabled and the browser can pay with all of them', ALL, YES, [], ['googlepay', 'applepay', 'stripePaymentRequest', 'link']],
    [
      'the browser has no Apple Pay (canMakePayment false)',
      ALL,
      { ...YES, applepay: false },
      [],
      ['googlepay', 'stripePaymentRequest', 'link'],
    ],
    ['the browser has not answered yet', ALL, {}, [], []],
    [
      'the brand enables only the payment request button',
      ['stripeDirect', 'stripePaymentRequest'],
      YES,
      [],
      ['stripePaymentRequest'],
    ],
    ['a brand taking no payments', [], YES, [], []],
    [
      'Google Pay is among the unavailable payment providers',
      ALL,
      YES,
      ['googlepay'],
      ['applepay', 'stripePaymentRequest', 'link'],
    ],
    ['the card provider is never an express option; Link is one click', ['stripeDirect', 'link'], YES, [], ['link']],
    ['Link is not offered where the brand does not enable it (Canada)', ['stripeCanada', 'googlepay'], YES, [], ['googlepay']],
  ])('%s', (_case, enabled, capabilities, unavailable, shown) => {
    expect(availableExpressWallets(enabled, capabilities, unavailable)).toEqual(shown);
  });

  it('every express option is an express provider with a button label; the sheets pay only there, Link also redirects from billing', () => {
    for (const wallet of EXPRESS_WALLETS) {
      expect(PROVIDER_FLOWS[wallet].express).toBe(true);
      expect(isExpressWallet(wallet)).toBe(true);
    }
    expect(EXPRESS_WALLETS.map((w) => PROVIDER_FLOWS[w].flow)).toEqual(['express', 'express', 'express', 'redirect']);
    expect(EXPRESS_BUTTON_LABELS).toEqual({
      googlepay: 'Google Pay',
      applepay: 'Apple Pay',
      stripePaymentRequest: 'Pay now',
      link: 'Link',
    });
    expect(['amazonPay', 'stripeDirect', 'affirm', 'toString'].filter(isExpressWallet)).toEqual([]);
  });

  it('every brand taking orders offers the sheets, and Link where it enables Link (the sandbox offers them)', () => {
    for (const brand of Object.values(BRANDS).filter((b) => b.status === 'active'))
      expect(availableExpressWallets(brand.paymentProviders, YES)).toEqual(
        EXPRESS_WALLETS.filter((w) => w !== 'link' || brand.paymentProviders.includes('link')),
      );
    expect(availableExpressWallets(BRANDS.nestwood.paymentProviders, YES)).toEqual([
      'googlepay',
      'applepay',
      'stripePaymentRequest',
      'link',
    ]);
    expect(availableExpressWallets(BRANDS['nestwood-ca'].paymentProviders, YES)).toEqual([
      'googlepay',
      'applepay',
      'stripePaymentRequest',
    ]);
  });
});

describe('the express buttons shown, above the shipping form and on the cart page', () => {
  const nestwood = BRANDS.nestwood.paymentProviders;
  it.each<[string, readonly PaymentProvider[], Partial<Record<string, boolean>>, readonly PaymentProvider[], number, string[]]>([
    ['a cart with a line, every wallet offered', nestwood, YES, [], 1, ['googlepay', 'applepay', 'stripePaymentRequest', 'link']],
    ['an empty cart shows none (nothing to charge)', nestwood, YES, [], 0, []],
    ['the browser offers only Google Pay', nestwood, { googlepay: true }, [], 2, ['googlepay']],
    ['the browser has not answered yet', nestwood, {}, [], 1, []],
    ['a storefront offering only the card and PayPal (live mode) shows none', ['stripeDirect', 'paypal'], YES, [], 1, []],
    [
      'Canada: the three sheets, no Link',
      BRANDS['nestwood-ca'].paymentProviders,
      YES,
      [],
      1,
      ['googlepay', 'applepay', 'stripePaymentRequest'],
    ],
    ['an unavailable wallet is left out', nestwood, YES, ['applepay', 'link'], 3, ['googlepay', 'stripePaymentRequest']],
  ])('%s', (_case, enabled, capabilities, unavailable, cartItemCount, shown) => {
    expect(expressWalletsShown({ enabled, capabilities, unavailable, cartItemCount })).toEqual(shown);
  });
});

describe('Payment error: express payments return to the saved fallback step (default shipping)', () => {
  it.each([
    [null, 'shipping'],
    ['shipping', 'shipping'],
    // A button pressed on the cart page: a decline or a cancel leaves the shopper on the cart.
    ['cart', 'cart'],
    ['review', 'shipping'],
    ['billing', 'shipping'],
    ['success', 'shipping'],
  ] as const)('saved %s -> %s', (saved, step) => expect(stepAfterExpressError(saved)).toBe(step));
});

describe('the sandbox sheet’s payers are valid shipping forms of their region', () => {
  it.each(
    Object.entries(SANDBOX_WALLET_PAYERS).flatMap(([region, payers]) =>
      Object.entries(payers).map(([id, p]) => [region, id, p] as const),
    ),
  )('%s %s', (region, _id, payer) => {
    const parsed = shippingFormSchema(region as 'US' | 'CA').safeParse({ ...payer, sendEmail: false, sendSMS: false });
    expect(parsed.success).toBe(true);
  });
});
