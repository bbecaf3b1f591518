// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { BRANDS, type BrandConfig } from '@store/core/brands';
import type { PaymentProvider } from '@store/core/enums';
import { renderInDom } from '../../test-support/client-render';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { storefrontProviders } from '../../lib/payments/storefront-providers';
import type { CanMakePayment } from '../checkout/express/wallet-capability';
import { CartExpress } from './cart-express';
import { dispatch } from './cart-state';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined, replace: () => undefined }) }));

const sandbox = { paymentsMode: 'sandbox', liveCard: null, livePaypal: null } as const;
const live = {
  paymentsMode: 'live',
  liveCard: { publishableKey: 'pk_live_x', scriptUrl: 'https://js.stripe.com/v3/' },
  livePaypal: { scriptBase: 'https://js.braintreegateway.com/web/3.111.0/js/' },
} as const;
const every: CanMakePayment = async () => true;

let unmount: (() => Promise<void>) | null = null;
beforeEach(() => dispatch({ type: 'settled', cart: cartFixture([cartLine('classic')]) }));
afterEach(async () => {
  await unmount?.();
  unmount = null;
});

/** The cart page's express area for a brand, the storefront's providers and the browser's answers; the buttons' labels, or null when none shows. */
async function buttons(
  brand: BrandConfig,
  providers: readonly PaymentProvider[],
  canMakePayment: CanMakePayment = every,
): Promise<string[] | null> {
  const rendered = await renderInDom(
    createElement(CartExpress, {
      brand: brand.key,
      region: brand.region,
      providers,
      defaults: { permissions: brand.defaultConsents, paymentProvider: brand.defaultPaymentProvider },
      canMakePayment,
    }),
  );
  unmount = rendered.unmount;
  const area = rendered.container.querySelector('[data-testid="express-checkout"]');
  return area === null ? null : [...area.querySelectorAll('button')].map((b) => b.textContent ?? '');
}

describe('express buttons on the cart page: only wallets the brand enables and the browser offers, for a cart to pay', () => {
  it('a sandbox store with a line in the cart shows the three sheets and Link, under "Express checkout"', async () => {
    expect(await buttons(BRANDS.nestwood, storefrontProviders(BRANDS.nestwood.paymentProviders, sandbox))).toEqual([
      'Google Pay',
      'Apple Pay',
      'Pay now',
      'Link',
    ]);
    expect(document.querySelector('#express-heading')?.textContent).toBe('Express checkout');
    // The shipping step's pointer to its form has no place on the cart.
    expect(document.body.textContent).not.toContain('or enter your address below');
  });

  it('Canada enables no Link: the three sheets', async () => {
    const brand = BRANDS['nestwood-ca'];
    expect(await buttons(brand, storefrontProviders(brand.paymentProviders, sandbox))).toEqual([
      'Google Pay',
      'Apple Pay',
      'Pay now',
    ]);
  });

  it('only the wallets the browser can pay with', async () => {
    const providers = storefrontProviders(BRANDS.nestwood.paymentProviders, sandbox);
    expect(await buttons(BRANDS.nestwood, providers, async (wallet) => wallet === 'applepay')).toEqual(['Apple Pay']);
  });

  it('none when the browser can pay with none (or its check fails)', async () => {
    const providers = storefrontProviders(BRANDS.nestwood.paymentProviders, sandbox);
    expect(await buttons(BRANDS.nestwood, providers, async () => false)).toBeNull();
    await unmount?.();
    expect(await buttons(BRANDS.nestwood, providers, () => Promise.reject(new Error('no wallet API')))).toBeNull();
  });

  it('none on an empty cart', async () => {
    dispatch({ type: 'settled', cart: cartFixture([]) });
    expect(await buttons(BRANDS.nestwood, storefrontProviders(BRANDS.nestwood.paymentProviders, sandbox))).toBeNull();
  });

  it('none in live mode, even with the card and PayPal live (the sheets are the sandbox’s)', async () => {
    const providers = storefrontProviders(BRANDS.nestwood.paymentProviders, live);
    expect(providers).toContain('stripeDirect');
    expect(await buttons(BRANDS.nestwood, providers)).toBeNull();
  });

  it('none for a storefront offering no wallet of the brand', async () => {
    expect(await buttons(BRANDS.nestwood, ['stripeDirect', 'affirm'])).toBeNull();
  });
});
