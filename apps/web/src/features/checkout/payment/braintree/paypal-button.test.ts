import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { BraintreeWeb, PaypalSdk } from './braintree-web';
import { mountPaypalButton, PAYPAL_ERROR_MESSAGE, type PaypalButtonOptions } from './paypal-button';

/** The braintree-web double the live-payments journey serves, run here in a context of its own. */
const DOUBLE = readFileSync(new URL('../../../../../e2e/support/braintree-web-double.js', import.meta.url), 'utf8');

/** Just enough DOM for the double's button: a container that takes it, a button that can be clicked. */
class FakeButton {
  type = '';
  textContent = '';
  attributes = new Map<string, string>();
  parentNode: FakeContainer | null = null;
  private click: (() => void) | null = null;
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  addEventListener(_type: 'click', listener: () => void): void {
    this.click = listener;
  }
  press(): void {
    this.click?.();
  }
}
class FakeContainer {
  children: FakeButton[] = [];
  ownerDocument = { createElement: () => new FakeButton() };
  appendChild(button: FakeButton): void {
    button.parentNode = this;
    this.children.push(button);
  }
  removeChild(button: FakeButton): void {
    this.children = this.children.filter((c) => c !== button);
  }
}

type Context = {
  braintree?: BraintreeWeb;
  paypal?: PaypalSdk;
  __braintreeDoubleNonce?: string;
  __braintreeDoubleCancel?: boolean;
};

async function mounted(overrides: Partial<PaypalButtonOptions> = {}) {
  const context: Context = {};
  runInNewContext(DOUBLE, context);
  const container = new FakeContainer();
  const events: string[] = [];
  const closer = await mountPaypalButton(context.braintree!, () => context.paypal, {
    provider: 'paypal',
    clientToken: 'client-token-for-double_usd',
    total: { amount: 25_330, currency: 'USD' },
    container: container as unknown as HTMLElement,
    onApproved: (nonce) => events.push(`approved:${nonce}`),
    onCancelled: () => events.push('cancelled'),
    onError: (message) => events.push(`error:${message}`),
    ...overrides,
  });
  const press = async () => {
    container.children[0]!.press();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { context, container, events, press, closer };
}

describe('the live PayPal button on Braintree’s client SDK, driven against the braintree-web double', () => {
  it('renders PayPal’s button; approving in PayPal answers the one-time nonce (the payment token)', async () => {
    const { container, events, press } = await mounted();
    expect(container.children.map((b) => b.attributes.get('data-paypal-double'))).toEqual(['paypal']);
    await press();
    expect(events).toEqual(['approved:fake-paypal-one-time-nonce']);
  });

  it('PayPal Credit asks PayPal for its pay-later button', async () => {
    const { container } = await mounted({ provider: 'paypalCredit' });
    expect(container.children[0]!.attributes.get('data-paypal-double')).toBe('paylater');
  });

  it('a buyer who closes PayPal’s window: cancelled, no nonce', async () => {
    const { context, events, press } = await mounted();
    context.__braintreeDoubleCancel = true;
    await press();
    expect(events).toEqual(['cancelled']);
  });

  it('a client token Braintree refuses: mounting fails, nothing rendered', async () => {
    await expect(mounted({ clientToken: 'bt1.sandbox-token' })).rejects.toMatchObject({ code: 'CLIENT_INVALID_AUTHORIZATION' });
  });

  it('an amount PayPal cannot take fails with the PayPal message (createPayment refused), no nonce', async () => {
    const { events, press } = await mounted({ total: { amount: 25_330, currency: 'XXX' } });
    await press();
    expect(events).toEqual([`error:${PAYPAL_ERROR_MESSAGE}`]);
  });

  it('close() removes the button (billing left, or another provider chosen)', async () => {
    const { container, closer } = await mounted();
    closer.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(container.children).toEqual([]);
  });
});
