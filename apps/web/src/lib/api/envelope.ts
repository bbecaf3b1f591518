import './zod-jitless';
import { z } from 'zod';
import { errorEnvelopeSchema as errorEnvelope } from '@store/core/error-envelope';
import { ApiError } from './errors';

const okEnvelope = z.object({ status: z.literal('ok'), result: z.unknown() });

/** DESIGN §6: `{status:'ok',result}` yields the parsed result, `{status:'error',code,message}` a typed ApiError. */
export function parseEnvelope<T>(httpStatus: number, body: unknown, result: z.ZodType<T>, path: string): T {
  const failure = errorEnvelope.safeParse(body);
  if (failure.success) throw new ApiError(httpStatus, failure.data.code, failure.data.message);
  const success = okEnvelope.safeParse(body);
  if (!success.success) throw new ApiError(httpStatus, 'BAD_RESPONSE', `Unexpected response from ${path} (HTTP ${httpStatus})`);
  const parsed = result.safeParse(success.data.result);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? `${first.path.join('.')}: ${first.message}` : 'invalid';
    throw new ApiError(httpStatus, 'BAD_RESPONSE', `Unexpected result from ${path}: ${where}`);
  }
  return parsed.data;
}
