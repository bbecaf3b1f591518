import { afterAll, describe, expect, it } from 'vitest';
import { CHECKOUT_STORAGE_KEYS, emptySavedCheckout, writeSavedCheckout } from './checkout-storage';
import { checkoutSnapshot, hydrateCheckout, updateCheckout } from './checkout-store';

const map = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => map.get(k) ?? null,
  setItem: (k: string, v: string) => void map.set(k, v),
  removeItem: (k: string) => void map.delete(k),
};
const had = 'window' in globalThis;
(globalThis as { window?: unknown }).window = { localStorage };
afterAll(() => {
  if (!had) delete (globalThis as { window?: unknown }).window;
});

describe('the checkout kept across a reload (this file has a page of its own: the store is module state)', () => {
  it('splitItNumberOfPayments comes back after a reload and every change is saved again', () => {
    // The previous page saved Splitit with 6 payments.
    writeSavedCheckout(localStorage, {
      ...emptySavedCheckout,
      data: { ...emptySavedCheckout.data, paymentProvider: 'splitIt', splitItNumberOfPayments: 6 },
    });
    hydrateCheckout({ permissions: { sendEmail: true, sendSMS: false }, paymentProvider: 'stripeDirect' });
    expect(checkoutSnapshot()).toMatchObject({ paymentProvider: 'splitIt', splitItNumberOfPayments: 6 });
    updateCheckout({ splitItNumberOfPayments: 18 });
    const stored = JSON.parse(map.get(CHECKOUT_STORAGE_KEYS.checkoutData) ?? '{}') as Record<string, unknown>;
    expect(stored.splitItNumberOfPayments).toBe(18);
  });
});
