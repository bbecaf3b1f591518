import type { DomainErrorCode } from '@store/core';

/** The one table from domain error codes to HTTP statuses. */
export const ERROR_STATUS: Record<DomainErrorCode, number> = {
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  UNKNOWN_BRAND: 400,
  BRAND_DISCONTINUED: 403,
  CART_EMPTY: 400,
  INVALID_COUPON: 400,
  PRECONDITION_FAILED: 412,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  PAYMENT_FAILED: 402,
  PAYMENT_DECLINED: 402,
  /** A reused Idempotency-Key with a different request: the request is well-formed but cannot be processed (RFC draft). */
  IDEMPOTENCY_KEY_REUSED: 422,
  PROVIDER_NOT_FOUND: 400,
  FORBIDDEN_ORIGIN: 403,
  /** A client-sent amount that is not the server's total (Amazon Pay chargeAmount): well-formed, refused. */
  AMOUNT_MISMATCH: 422,
  /** Accounts: one answer for an unknown email and a wrong password (no enumeration). */
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  /** A sign-in, verification or reset link that is used, expired or unknown. */
  INVALID_LINK: 400,
  NOT_SIGNED_IN: 401,
  ORDER_NOT_FOUND: 404,
  /** A staff member whose role does not allow the action (or who must set up two-factor sign-in first). */
  FORBIDDEN: 403,
};
