import { z } from 'zod';
import { errorEnvelopeSchema, safeId, safeText } from '@store/core';

/** The success envelope `{status:'ok',result}` around a result schema. */
export const okEnvelope = <T extends z.ZodType>(result: T) => z.object({ status: z.literal('ok'), result });

export const errorEnvelope = errorEnvelopeSchema;

const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

/** A comma-joined list query value (product lookups); malformed entries cannot match and are dropped. */
export const csvList = safeText({ max: 8000 })
  .transform((value) =>
    value
      .split(',')
      .map((v) => v.trim())
      .filter((v) => TOKEN.test(v)),
  )
  .pipe(z.array(safeId(100)).max(200, 'At most 200 entries'));
