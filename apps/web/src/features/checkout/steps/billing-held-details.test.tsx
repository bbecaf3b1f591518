import { describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRANDS } from '@store/core/brands';
import { initialCheckoutState, type CheckoutState } from '../checkout-store';
import { BillingStep } from './billing-step';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined, replace: () => undefined }) }));
const state = vi.hoisted(() => ({ current: null as CheckoutState | null }));
vi.mock('../use-checkout', () => ({ useCheckoutState: () => state.current }));

function billingHtml(over: Partial<CheckoutState>): string {
  state.current = { ...initialCheckoutState, hydrated: true, ...over };
  const brand = BRANDS.nestwood;
  return renderToStaticMarkup(
    createElement(BillingStep, {
      region: brand.region,
      providers: brand.paymentProviders,
      defaultProvider: brand.defaultPaymentProvider,
    }),
  );
}

describe('Billing submit: no billing form when the provider holds the billing details', () => {
  it('the card asks for the billing address (same as shipping, or a different one)', () => {
    const html = billingHtml({ paymentProvider: 'stripeDirect' });
    expect(html).toContain('Use a different billing address');
    expect(html).not.toContain('data-testid="billing-details-held"');
    expect(billingHtml({ paymentProvider: 'stripeDirect', differentBilling: true })).toContain('name="line1"');
  });

  it('the linked express provider (Link) shows no billing form, only where the details come from', () => {
    const html = billingHtml({ paymentProvider: 'link', differentBilling: true });
    expect(html).not.toContain('Use a different billing address');
    expect(html).not.toContain('name="line1"');
    expect(html).toContain('You are paying with Link: the payment method and billing details come from your Link account.');
    expect(html).toContain('Continue to review');
  });

  it('a payment confirmation token (an express sheet already paid) shows no billing form', () => {
    const html = billingHtml({ paymentProvider: 'stripeDirect', isExpressPaymentSuccess: true, paymentToken: 'wtok_1' });
    expect(html).not.toContain('Use a different billing address');
    expect(html).toContain('data-testid="billing-details-held"');
  });

  it('Amazon Pay with its session shows its own billing note', () => {
    const html = billingHtml({ paymentProvider: 'amazonPay', walletSessionId: 'amzn-1' });
    expect(html).toContain('data-testid="amazon-pay-billing"');
    expect(html).not.toContain('Use a different billing address');
  });
});
