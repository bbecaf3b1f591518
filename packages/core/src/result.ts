/** Expected failures are values (DESIGN §5.4): a closed set of codes, each mapped once to an HTTP status. */
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
  'PROVIDER_NOT_FOUND',
  'FORBIDDEN_ORIGIN',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export interface DomainError {
  code: DomainErrorCode;
  message: string;
  /** For RATE_LIMITED: when the client may try again (the Retry-After header). */
  retryAfterSeconds?: number;
}

export type Result<T, E = DomainError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (code: DomainErrorCode, message: string): Result<never, DomainError> => ({
  ok: false,
  error: { code, message },
});
