import type { DomainErrorReason, ErrorEnvelopeCode } from '@store/core/result';

/** Failures on the way to the API: unreachable, too slow, cancelled, or an answer that is not the envelope. */
export type TransportErrorCode = 'NETWORK' | 'TIMEOUT' | 'ABORTED' | 'BAD_RESPONSE';
export type ApiErrorCode = ErrorEnvelopeCode | TransportErrorCode;

/** A failure reported by the commerce API (error envelope) or on the way to it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when the API could not be reached. */
    readonly status: number,
    /** The envelope's code (NOT_FOUND, UNKNOWN_BRAND, ...), or NETWORK, TIMEOUT, ABORTED or BAD_RESPONSE from the way there. */
    readonly code: ApiErrorCode,
    message: string,
    /** The envelope's typed reason, when the API sent one: what code branches on (the message is for people). */
    readonly reason?: DomainErrorReason,
  ) {
    super(message);
  }
}

/** True when the API said the thing does not exist, which pages turn into a 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NOT_FOUND';
}

/** What a shopper reads for a failed call: the server's message, or 'An error occurred, please try again' when the response lacks a status. */
import { GENERIC_ERROR_MESSAGE } from '@store/core/checkout/payment-error';
export { GENERIC_ERROR_MESSAGE };

/** Coupon/cart failures: an error envelope's message verbatim; network, non-JSON or unexpected answers get the generic text. */
export function userFacingMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.code !== 'BAD_RESPONSE' && error.message !== '')
    return error.message;
  return GENERIC_ERROR_MESSAGE;
}
