import { z } from 'zod';
import { DOMAIN_ERROR_REASONS, ERROR_ENVELOPE_CODES } from './result';

/**
 * Error envelope, as the API sends it and the web parses it (its own module: every browser call needs it).
 * `reason` is the failure's typed reason when it has one, for clients that must tell failures of one code apart.
 */
export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  code: z.enum(ERROR_ENVELOPE_CODES),
  message: z.string(),
  reason: z.enum(DOMAIN_ERROR_REASONS).optional(),
});
