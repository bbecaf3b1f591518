// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_CVC_ERROR } from '@store/core/checkout/card-validation';
import { renderInDom } from '../../../../test-support/client-render';
import type { StripeFactory } from './stripe-js';
import { useStripeCardField, type StripeCardFieldHandle } from './use-stripe-card-field';

/** The Stripe.js double the live-payments journey serves: its elements are plain inputs that report `change`. */
const DOUBLE = readFileSync(path.resolve(import.meta.dirname, '../../../../../e2e/support/stripe-js-double.js'), 'utf8');

vi.mock('./stripe-js', () => ({
  loadStripeJs: () => {
    new Function(DOUBLE)();
    return Promise.resolve((globalThis as unknown as { Stripe: StripeFactory }).Stripe);
  },
}));

/** Types into one of the double's inputs as a shopper does: the value, then `input`, which Stripe reports as `change`. */
function type(container: HTMLElement, field: 'cardNumber' | 'cardExpiry' | 'cardCvc', value: string): void {
  const input = container.querySelector<HTMLInputElement>(`[data-stripe-double="${field}"]`)!;
  input.value = value;
  input.dispatchEvent(new Event('input'));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the live card field validates what Stripe reported last, not what was last rendered', () => {
  it('a card completed just before the press passes, though the page has not rendered the change yet', async () => {
    let handle: StripeCardFieldHandle | null = null;
    function Probe() {
      handle = useStripeCardField({ publishableKey: 'pk_test_double', scriptUrl: '/stripe-double.js' });
      return createElement(
        'div',
        { ref: handle.attachContainer },
        ['number', 'expiry', 'cvc'].map((slot) => createElement('div', { key: slot, 'data-stripe-slot': slot })),
      );
    }
    const { container, unmount } = await renderInDom(createElement(Probe));
    await vi.waitFor(() => expect(container.querySelectorAll('[data-stripe-double]')).toHaveLength(3));
    await act(async () => {
      type(container, 'cardNumber', '4242 4242 4242 4242');
      type(container, 'cardExpiry', '12 / 39');
      type(container, 'cardCvc', '123');
      // Reported and not yet rendered: what a press at this moment reads.
      expect(handle!.complete).toEqual({ number: false, expiry: false, cvc: false });
      expect(handle!.validate()).toBeNull();
      type(container, 'cardCvc', '12');
      expect(handle!.validate()).toBe(CARD_CVC_ERROR);
    });
    expect(handle!.complete).toEqual({ number: true, expiry: true, cvc: false });
    await unmount();
  });
});
