/** A failure reported by the commerce API (DESIGN §6 error envelope) or on the way to it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when the API could not be reached. */
    readonly status: number,
    /** The envelope's code (NOT_FOUND, UNKNOWN_BRAND, ...), NETWORK or BAD_RESPONSE. */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** True when the API said the thing does not exist, which pages turn into a 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NOT_FOUND';
}
