/**
 * What staff type in the orders search box, read as the order fields it may be: a short id, an email, a phone number,
 * a ZIP or postal code, or a name. Each term is matched by prefix (a name anywhere in the order's names), so a
 * partial email, phone or ZIP finds its orders; the API ORs the terms, each on an index of its own.
 */

/** The longest search text accepted: longer is no order's field. */
export const ORDER_SEARCH_MAX = 100;

/** The orders list's orders: by placing time or by total, each way. */
export const ORDER_SORTS = ['newest', 'oldest', 'total-high', 'total-low'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export interface OrderSearchTerms {
  /** Upper-cased: short ids are upper case (4 to 8 letters and digits typed). */
  shortId: string | null;
  /** Lower-cased, as orders' email keys. */
  email: string | null;
  /** Digits, a leading US/Canada country code dropped, as orders' phone keys. */
  phone: string | null;
  /** A US ZIP's digits (at most 5) or a Canadian postal code upper-cased without its space, as orders' ZIP keys. */
  zip: string | null;
  /** Lower-cased words, found anywhere in the order's shipping and billing names. */
  name: string | null;
}

const PHONE_LIKE = /^[+\d\s().\-/]+$/;
const CA_POSTAL_PREFIX = /^[A-Z]\d[A-Z](\d([A-Z]\d?)?)?$/;
const SHORT_ID_LIKE = /^[A-Z0-9]{4,8}$/;

/** The terms a search text stands for: null when blank (no search); all null when it can be no order's field. */
export function orderSearchTerms(q: string): OrderSearchTerms | null {
  const text = q.trim().replace(/\s+/g, ' ').replace(/^#/, '');
  if (text === '') return null;
  const terms: OrderSearchTerms = { shortId: null, email: null, phone: null, zip: null, name: null };
  if (text.includes('@')) return { ...terms, email: text.replace(/ /g, '').toLowerCase() };
  if (SHORT_ID_LIKE.test(text.toUpperCase())) terms.shortId = text.toUpperCase();
  if (PHONE_LIKE.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 3) {
      terms.phone = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
      // A ZIP+4 (94105-1234) is its five-digit ZIP.
      if (digits.length <= 5 || digits.length === 9) terms.zip = digits.slice(0, 5);
    }
    return terms;
  }
  const compact = text.replace(/ /g, '').toUpperCase();
  if (CA_POSTAL_PREFIX.test(compact)) return { ...terms, zip: compact };
  terms.name = text.toLowerCase();
  if (!text.includes(' ')) terms.email = text.toLowerCase();
  return terms;
}
