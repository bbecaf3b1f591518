/** Expected failures are values: a closed set of codes, each mapped once to an HTTP status. */
export const DOMAIN_ERROR_CODES = [
  'BAD_REQUEST',
  'NOT_FOUND',
  'UNKNOWN_BRAND',
  'BRAND_DISCONTINUED',
  'CART_EMPTY',
  'INVALID_COUPON',
  'PRECONDITION_FAILED',
  'RATE_LIMITED',
  'CONFLICT',
  'PAYMENT_FAILED',
  'PAYMENT_DECLINED',
  'IDEMPOTENCY_KEY_REUSED',
  'PROVIDER_NOT_FOUND',
  'FORBIDDEN_ORIGIN',
  'AMOUNT_MISMATCH',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'INVALID_LINK',
  'NOT_SIGNED_IN',
  'ORDER_NOT_FOUND',
  'FORBIDDEN',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/**
 * The codes an error envelope can carry: a domain code, INTERNAL for an unexpected failure (a 500), or UNAVAILABLE when
 * the database cannot be reached for a moment (a 503 with Retry-After: the client may simply try again).
 */
export const ERROR_ENVELOPE_CODES = [...DOMAIN_ERROR_CODES, 'INTERNAL', 'UNAVAILABLE'] as const;
export type ErrorEnvelopeCode = (typeof ERROR_ENVELOPE_CODES)[number];

/**
 * Rules live in one place: where code must tell failures of one code apart, it reads a typed reason, never the
 * message (messages are wording for people and may change). The status still comes from the code alone.
 */
export const DOMAIN_ERROR_REASONS = [
  'coupon-expired',
  'coupon-used',
  'product-not-found',
  'region-blocked',
  'zip-mismatch',
  'wrong-city',
  'cart-changed',
  'payment-in-progress',
  'same-day-unavailable',
  'two-factor-required',
] as const;
export type DomainErrorReason = (typeof DOMAIN_ERROR_REASONS)[number];

export interface DomainError {
  code: DomainErrorCode;
  message: string;
  reason?: DomainErrorReason;
  /** For RATE_LIMITED: when the client may try again (the Retry-After header). */
  retryAfterSeconds?: number;
}

export type Result<T, E = DomainError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (code: DomainErrorCode, message: string, reason?: DomainErrorReason): Result<never, DomainError> => ({
  ok: false,
  error: reason === undefined ? { code, message } : { code, message, reason },
});
