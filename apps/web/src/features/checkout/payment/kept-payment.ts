import { PAYMENT_PROVIDERS, type PaymentProvider } from '@store/core/enums';

/**
 * What the billing step produced, kept for this tab only (sessionStorage), so that a reload of review, or Back then
 * Forward, can still place the order instead of sending the shopper back to an empty card field: the provider, the
 * payment token (a single-use reference the provider issued, never card data), the card's last four digits for the
 * review summary and when the token stops being usable. Closing the tab forgets it; a payment success removes it.
 */
export const KEPT_PAYMENT_KEY = 'checkoutPayment';

/**
 * The longest a kept payment is trusted, also when its provider names no expiry (a live Stripe PaymentMethod, a
 * provider paid after Place order): the sandbox card token's own lifetime.
 */
export const KEPT_PAYMENT_MAX_MS = 30 * 60 * 1000;

export interface KeptPayment {
  provider: PaymentProvider;
  /** null for a provider that approves the payment on its own page after Place order. */
  token: string | null;
  last4: string | null;
  /** ms since epoch. */
  expiresAt: number;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** When a payment billing makes now stops being kept: the token's own expiry when the provider gave one, capped. */
export function keptPaymentExpiry(now: number, tokenExpiresAt: number | null): number {
  const cap = now + KEPT_PAYMENT_MAX_MS;
  return tokenExpiresAt === null ? cap : Math.min(tokenExpiresAt, cap);
}

/** Stored text is untrusted (an old version, another tab's edit): only a well-formed, unexpired payment comes back. */
export function readKeptPayment(storage: KeyValueStore, now: number): KeptPayment | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(KEPT_PAYMENT_KEY) ?? 'null') as unknown;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const provider = PAYMENT_PROVIDERS.find((p) => p === v.provider);
  if (provider === undefined || typeof v.expiresAt !== 'number' || !(now < v.expiresAt)) return null;
  if (v.expiresAt > now + KEPT_PAYMENT_MAX_MS) return null;
  const text = (x: unknown, max: number) => (typeof x === 'string' && x !== '' && x.length <= max ? x : null);
  return { provider, token: text(v.token, 255), last4: text(v.last4, 4), expiresAt: v.expiresAt };
}

/** Keeps the payment, or forgets it (null). Storage full or disabled: the checkout still works for this page view. */
export function writeKeptPayment(storage: KeyValueStore, kept: KeptPayment | null): void {
  try {
    if (kept === null) storage.removeItem(KEPT_PAYMENT_KEY);
    else storage.setItem(KEPT_PAYMENT_KEY, JSON.stringify(kept));
  } catch {
    // Nothing to do: a reload will send the shopper to billing, as without storage.
  }
}
