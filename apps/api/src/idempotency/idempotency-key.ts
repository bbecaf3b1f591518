import { createHash } from 'node:crypto';
import { err, ok, type Result } from '@store/core';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const INVALID_KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 printable characters';

/** Printable ASCII (space to tilde): no control character can reach the database or a log line. */
const PRINTABLE = /^[\x20-\x7e]{1,255}$/;

/**
 * Idempotency-Key header: absent means "not idempotent" (null); present, it must be 1-255 printable ASCII
 * characters and not only spaces, or the request is refused before anything runs.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): Result<string | null> {
  if (header === undefined) return ok(null);
  const value = Array.isArray(header) ? (header.length === 1 ? header[0]! : '') : header;
  if (!PRINTABLE.test(value) || value.trim() === '') return err('BAD_REQUEST', INVALID_KEY_MESSAGE);
  return ok(value);
}

/** JSON with object keys sorted at every level, so the same request always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** What "the same request" means for a reused key: the same path parameters, query and body. */
export function requestHash(parts: { params: unknown; query: unknown; body: unknown }): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ params: parts.params ?? null, query: parts.query ?? null, body: parts.body ?? null })))
    .digest('hex');
}
