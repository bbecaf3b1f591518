import type { PaymentProvider } from '@store/core/enums';
import { splitItPayments } from '@store/core/payments/instalment-triggers';
import { DEFAULT_INSTALMENT_COUNT } from '@store/core/payments/redirect-rules';

/** "Saved in browser storage": the exact keys. */
export const CHECKOUT_STORAGE_KEYS = {
  checkoutData: 'CheckoutDataV2',
  mattressRemoval: 'mattressRemoval',
  expressPaymentSuccess: 'expressPaymentSuccess',
  orderId: 'orderID',
  extendModalTriggered: 'checkoutExtendModalTriggered',
  walletSessionId: 'amazonCheckoutSessionId',
} as const;

/** The address a shipping or billing form keeps (Addresses; billing has no email). */
export interface CheckoutAddress {
  fullName: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email?: string;
}

export interface Permissions {
  sendEmail: boolean;
  sendSMS: boolean;
}

/**
 * What CheckoutDataV2 holds: the addresses and permissions, plus the payment choice (provider and Splitit's number of
 * payments, so a reload of review pays what the shopper chose) and the step the shopper was on (reload rules).
 */
export interface CheckoutData {
  shippingAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  differentBilling: boolean;
  permissions: Permissions | null;
  paymentProvider: PaymentProvider | null;
  /** splitItNumberOfPayments: one of the offered counts, else the default 12. */
  splitItNumberOfPayments: number;
  lastStep: string | null;
}

/** Everything the checkout keeps across reloads. */
export interface SavedCheckout {
  data: CheckoutData;
  withMattressRemoval: boolean;
  isExpressPaymentSuccess: boolean;
  orderId: string | null;
  extendModalTriggered: boolean;
  walletSessionId: string | null;
}

export const emptySavedCheckout: SavedCheckout = {
  data: {
    shippingAddress: null,
    billingAddress: null,
    differentBilling: false,
    permissions: null,
    paymentProvider: null,
    splitItNumberOfPayments: DEFAULT_INSTALMENT_COUNT,
    lastStep: null,
  },
  withMattressRemoval: false,
  isExpressPaymentSuccess: false,
  orderId: null,
  extendModalTriggered: false,
  walletSessionId: null,
};

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The fields every stored address has (the email is optional: a signed-in shopper's is their account's). */
const STORED_ADDRESS_FIELDS = ['fullName', 'line1', 'line2', 'city', 'state', 'zip', 'phone'] as const satisfies ReadonlyArray<
  keyof CheckoutAddress
>;

/** Every field of an address, in the form's order. */
export const ADDRESS_FIELDS = [...STORED_ADDRESS_FIELDS, 'email'] as const satisfies ReadonlyArray<keyof CheckoutAddress>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stored text is untrusted (another tab, an old version, a hand edit): only well-formed addresses come back. */
function readAddress(value: unknown): CheckoutAddress | null {
  if (!isRecord(value) || !STORED_ADDRESS_FIELDS.every((f) => typeof value[f] === 'string')) return null;
  const address = Object.fromEntries(STORED_ADDRESS_FIELDS.map((f) => [f, value[f]])) as unknown as CheckoutAddress;
  return typeof value.email === 'string' ? { ...address, email: value.email } : address;
}

function readPermissions(value: unknown): Permissions | null {
  if (!isRecord(value) || typeof value.sendEmail !== 'boolean' || typeof value.sendSMS !== 'boolean') return null;
  return { sendEmail: value.sendEmail, sendSMS: value.sendSMS };
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function readData(raw: string | null): CheckoutData {
  const value = parseJson(raw);
  if (!isRecord(value)) return emptySavedCheckout.data;
  return {
    shippingAddress: readAddress(value.shippingAddress),
    billingAddress: readAddress(value.billingAddress),
    differentBilling: value.differentBilling === true,
    permissions: readPermissions(value.permissions),
    paymentProvider: typeof value.paymentProvider === 'string' ? (value.paymentProvider as PaymentProvider) : null,
    splitItNumberOfPayments: splitItPayments(value.splitItNumberOfPayments),
    lastStep: typeof value.lastStep === 'string' ? value.lastStep : null,
  };
}

/** Reads the saved checkout; anything missing or malformed reads as not saved. */
export function readSavedCheckout(storage: KeyValueStore): SavedCheckout {
  const k = CHECKOUT_STORAGE_KEYS;
  const text = (key: string): string | null => {
    const value = storage.getItem(key);
    return value === null || value === '' ? null : value;
  };
  return {
    data: readData(storage.getItem(k.checkoutData)),
    withMattressRemoval: storage.getItem(k.mattressRemoval) === 'true',
    isExpressPaymentSuccess: storage.getItem(k.expressPaymentSuccess) === 'true',
    orderId: text(k.orderId),
    extendModalTriggered: storage.getItem(k.extendModalTriggered) === 'true',
    walletSessionId: text(k.walletSessionId),
  };
}

/** Saves the checkout under its keys; a flag that is off or a value that is absent removes its key. */
export function writeSavedCheckout(storage: KeyValueStore, saved: SavedCheckout): void {
  const k = CHECKOUT_STORAGE_KEYS;
  const put = (key: string, value: string | null): void => {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  };
  put(k.checkoutData, JSON.stringify(saved.data));
  put(k.mattressRemoval, saved.withMattressRemoval ? 'true' : null);
  put(k.expressPaymentSuccess, saved.isExpressPaymentSuccess ? 'true' : null);
  put(k.orderId, saved.orderId);
  put(k.extendModalTriggered, saved.extendModalTriggered ? 'true' : null);
  put(k.walletSessionId, saved.walletSessionId);
}

/** Payment success: "saved checkout data is removed" (the extend-modal flag stays: that modal shows once). */
export function clearSavedCheckout(storage: KeyValueStore): void {
  const k = CHECKOUT_STORAGE_KEYS;
  for (const key of [k.checkoutData, k.mattressRemoval, k.expressPaymentSuccess, k.orderId, k.walletSessionId])
    storage.removeItem(key);
}

/** "Default permission: email on, SMS off for three brands; stored values win". */
export function effectivePermissions(stored: Permissions | null, brandDefault: Permissions): Permissions {
  return stored ?? brandDefault;
}
