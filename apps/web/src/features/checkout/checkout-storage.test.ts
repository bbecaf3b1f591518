import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STORAGE_KEYS,
  clearSavedCheckout,
  effectivePermissions,
  emptySavedCheckout,
  readSavedCheckout,
  writeSavedCheckout,
  type SavedCheckout,
} from './checkout-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const address = {
  fullName: 'Ann Lee',
  line1: '1 Main St',
  line2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '5551234567',
};
const saved: SavedCheckout = {
  data: {
    shippingAddress: { ...address, email: 'ann@example.com' },
    billingAddress: address,
    differentBilling: true,
    permissions: { sendEmail: false, sendSMS: true },
    paymentProvider: 'amazonPay',
    splitItNumberOfPayments: 6,
    lastStep: 'billing',
  },
  withMattressRemoval: true,
  isExpressPaymentSuccess: true,
  orderId: 'ord_1',
  extendModalTriggered: true,
  walletSessionId: 'amz_1',
};

describe('"Saved in browser storage"', () => {
  it('uses the exact keys', () => {
    const storage = memoryStorage();
    writeSavedCheckout(storage, saved);
    expect([...storage.map.keys()].sort()).toEqual(
      [
        'CheckoutDataV2',
        'mattressRemoval',
        'expressPaymentSuccess',
        'orderID',
        'checkoutExtendModalTriggered',
        'amazonCheckoutSessionId',
      ].sort(),
    );
    expect(JSON.parse(storage.map.get('CheckoutDataV2') ?? '')).toMatchObject({ shippingAddress: saved.data.shippingAddress });
  });

  it('a reload reads back what was saved', () => {
    const storage = memoryStorage();
    writeSavedCheckout(storage, saved);
    expect(readSavedCheckout(storage)).toEqual(saved);
  });

  it.each([
    ['an offered count is kept', 18, 18],
    ['a count Splitit does not offer is the default 12', 7, 12],
    ['text is the default 12', '6', 12],
  ])('splitItNumberOfPayments in CheckoutDataV2 across a reload: %s', (_rule, stored, expected) => {
    const storage = memoryStorage({ CheckoutDataV2: JSON.stringify({ splitItNumberOfPayments: stored }) });
    expect(readSavedCheckout(storage).data.splitItNumberOfPayments).toBe(expected);
  });

  it('a flag that is off or a value that is absent removes its key', () => {
    const storage = memoryStorage();
    writeSavedCheckout(storage, saved);
    writeSavedCheckout(storage, emptySavedCheckout);
    expect([...storage.map.keys()]).toEqual([CHECKOUT_STORAGE_KEYS.checkoutData]);
  });

  it.each([
    ['nothing stored', {}],
    ['malformed JSON', { CheckoutDataV2: '{oops' }],
    ['an address missing fields', { CheckoutDataV2: JSON.stringify({ shippingAddress: { fullName: 'A' } }) }],
    ['an array', { CheckoutDataV2: '[]' }],
  ])('%s reads as not saved', (_name, initial) => {
    expect(readSavedCheckout(memoryStorage(initial))).toEqual(emptySavedCheckout);
  });

  it('payment success removes the saved checkout but keeps the extend-modal flag (shown once)', () => {
    const storage = memoryStorage();
    writeSavedCheckout(storage, saved);
    clearSavedCheckout(storage);
    expect([...storage.map.keys()]).toEqual([CHECKOUT_STORAGE_KEYS.extendModalTriggered]);
  });
});

describe('default permissions: the brand default, stored values win', () => {
  it.each([
    ['nothing stored: the brand default', null, { sendEmail: true, sendSMS: false }, { sendEmail: true, sendSMS: false }],
    [
      'stored values win',
      { sendEmail: false, sendSMS: true },
      { sendEmail: true, sendSMS: false },
      { sendEmail: false, sendSMS: true },
    ],
  ])('%s', (_name, stored, brandDefault, expected) => {
    expect(effectivePermissions(stored, brandDefault)).toEqual(expected);
  });
});
