import { z } from 'zod';
import { ERROR_ENVELOPE_CODES } from './result';

/** DESIGN §6 error envelope, as the API sends it and the web parses it (its own module: every browser call needs it). */
export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  code: z.enum(ERROR_ENVELOPE_CODES),
  message: z.string(),
});
