import { describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRANDS } from '@store/core/brands';
import type { PaymentProvider } from '@store/core/enums';
import { BillingStep } from './billing-step';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined, replace: () => undefined }) }));

/** The payment method picker's options as rendered (the radio values). */
function pickerOptions(chargeable: readonly PaymentProvider[] | null | undefined): string[] {
  const brand = BRANDS.nestwood;
  const html = renderToStaticMarkup(
    createElement(BillingStep, {
      region: brand.region,
      providers: brand.paymentProviders,
      defaultProvider: brand.defaultPaymentProvider,
      ...(chargeable === undefined ? {} : { chargeable }),
    }),
  );
  const picker = /id="payment-method-picker"[\s\S]*?<\/fieldset>/.exec(html)?.[0] ?? '';
  return [...picker.matchAll(/type="radio"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*type="radio"/g)].map((m) => m[1] ?? m[2]!);
}

describe('the billing picker offers only the providers the API can charge', () => {
  it('sandbox mode (every provider chargeable, or not known) offers every picker choice of the brand', () => {
    const all = [
      'stripeDirect',
      'link',
      'bank',
      'paypal',
      'paypalCredit',
      'affirm',
      'afterPay',
      'splitIt',
      'amazonPay',
      'acima',
      'truemed',
    ];
    expect(pickerOptions(undefined)).toEqual(all);
    expect(pickerOptions(BRANDS.nestwood.paymentProviders)).toEqual(all);
  });

  it('live mode offers the card and PayPal only: Affirm, Link, Splitit... are not offered', () => {
    expect(pickerOptions(['stripeDirect', 'paypal', 'paypalCredit'])).toEqual(['stripeDirect', 'paypal', 'paypalCredit']);
  });
});
