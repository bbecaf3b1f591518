import type { z } from 'zod';
import { isErrorEnvelope, okEnvelopeResult } from '@store/core/envelope-shape';
import { ApiError } from './errors';

/**
 * Without zod: `{status:'ok',result}` yields the result as the API sent it, `{status:'error',code,message}`
 * (and its `reason`, when sent) a typed ApiError, anything else BAD_RESPONSE. Callers that check the result go through `parseEnvelope`.
 */
export function readEnvelope(httpStatus: number, body: unknown, path: string): unknown {
  if (isErrorEnvelope(body)) throw new ApiError(httpStatus, body.code, body.message, body.reason);
  const ok = okEnvelopeResult(body);
  if (ok === undefined) throw new ApiError(httpStatus, 'BAD_RESPONSE', `Unexpected response from ${path} (HTTP ${httpStatus})`);
  return ok.result;
}

/** `readEnvelope`, then the result checked against its schema. */
export function parseEnvelope<T>(httpStatus: number, body: unknown, result: z.ZodType<T>, path: string): T {
  return checkResult(httpStatus, readEnvelope(httpStatus, body, path), result, path);
}

/** An ok envelope's result checked against its schema: a mismatch is BAD_RESPONSE naming the first issue. */
export function checkResult<T>(httpStatus: number, value: unknown, result: z.ZodType<T>, path: string): T {
  const parsed = result.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? `${first.path.join('.')}: ${first.message}` : 'invalid';
    throw new ApiError(httpStatus, 'BAD_RESPONSE', `Unexpected result from ${path}: ${where}`);
  }
  return parsed.data;
}
