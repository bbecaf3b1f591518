import { describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRANDS } from '@store/core/brands';
import type { PaymentProvider } from '@store/core/enums';
import { storefrontProviders } from '../../../lib/payments/storefront-providers';
import { CARD_FIELD_SRC } from '../payment/card-field';
import { BillingStep, CARD_NOT_OFFERED } from './billing-step';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined, replace: () => undefined }) }));

const paypal = { scriptBase: 'https://js.braintreegateway.com/web/3.111.0/js/' };
const brand = BRANDS.nestwood;

/** The billing step as the billing page renders it for this storefront's payments. */
function render(paymentsMode: 'sandbox' | 'live', livePaypal: typeof paypal | null, chargeable: PaymentProvider[] | null) {
  const payments = { paymentsMode, liveCard: null, livePaypal };
  return renderToStaticMarkup(
    createElement(BillingStep, {
      region: brand.region,
      providers: storefrontProviders(brand.paymentProviders, payments),
      chargeable,
      defaultProvider: brand.defaultPaymentProvider,
      liveCard: null,
      livePaypal,
      paymentsMode,
    }),
  );
}

const checkedRadio = (html: string) =>
  /<input[^>]*type="radio"[^>]*value="([^"]+)"[^>]*checked=""|<input[^>]*checked=""[^>]*value="([^"]+)"/
    .exec(html)
    ?.slice(1)
    .find(Boolean);

describe('billing never frames the sandbox card field in live mode', () => {
  it('sandbox mode: the card is preselected in the sandbox card field', () => {
    const html = render('sandbox', null, null);
    expect(html).toContain(`src="${CARD_FIELD_SRC}"`);
    expect(checkedRadio(html)).toBe('stripeDirect');
  });

  it('live mode without Stripe.js: no card choice, no sandbox frame; PayPal is preselected', () => {
    const html = render('live', paypal, ['stripeDirect', 'paypal', 'paypalCredit']);
    expect(html).not.toContain('/api/sandbox/');
    expect(html).not.toContain('value="stripeDirect"');
    expect(checkedRadio(html)).toBe('paypal');
  });

  it('live mode with nothing to offer: the card area says so instead of framing the sandbox', () => {
    const html = render('live', null, []);
    expect(html).not.toContain('/api/sandbox/');
    expect(html).toContain(CARD_NOT_OFFERED);
  });
});
