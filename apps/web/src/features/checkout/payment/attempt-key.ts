/** Where the Place-order attempt's Idempotency-Key lives: sessionStorage survives a reload of this tab, not a new tab. */
const STORAGE_KEY = 'checkoutOrderAttempt';

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** 128 random bits; getRandomValues works outside secure contexts too, unlike randomUUID. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `order-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One order per attempt: the POST /orders Idempotency-Key for this body. The same body (a double click, a
 * reload and Place order again, a retry after a decline) reuses the key, so the API replays the first order; a changed
 * body (the shopper edited an address) gets a new key, since the API refuses one key with two bodies.
 */
export function orderAttemptKey(store: KeyStore | null, body: string): string {
  const saved = parse(store?.getItem(STORAGE_KEY) ?? null);
  if (saved !== null && saved.body === body) return saved.key;
  const key = newKey();
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify({ key, body }));
  } catch {
    // Storage full or disabled: the key still holds for this page view's clicks.
  }
  return key;
}

/** The attempt ended in a paid order: the next checkout starts a new attempt. */
export function endOrderAttempt(store: KeyStore | null): void {
  store?.removeItem(STORAGE_KEY);
}

/** The payment's Idempotency-Key is per order and token, so a repeated pay with one token replays. */
export function paymentKey(orderId: string, paymentToken: string): string {
  return `pay-${orderId}-${paymentToken}`.slice(0, 255);
}

function parse(raw: string | null): { key: string; body: string } | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { key, body } = value as Record<string, unknown>;
    return typeof key === 'string' && typeof body === 'string' ? { key, body } : null;
  } catch {
    return null;
  }
}

/** The tab's sessionStorage, or null when the browser refuses it. */
export function sessionStore(): KeyStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
