import { z } from 'zod';
import { BRAND_KEYS } from '../brands';
import { upsellItemSchema } from '../upsell';
import { errorEnvelopeSchema } from '../error-envelope';
import { upsellFieldErrorSchema } from './check-upsells';

/** An offer's version: the first 16 hex of sha256 of its canonical JSON, so any change by any path moves it on. */
export const upsellVersionSchema = z.string().regex(/^[0-9a-f]{16}$/, 'expected the version the offer was read at');

/** GET /admin/catalog/upsells?brand=: the brand's upsells section in catalogue order, each offer with its version. */
export const upsellListSchema = z.object({
  brand: z.enum(BRAND_KEYS),
  offers: z.array(z.object({ offer: upsellItemSchema, version: upsellVersionSchema })),
});
export type UpsellList = z.infer<typeof upsellListSchema>;

/** The offer travels unparsed so its problems come back at their paths, as the catalogue file's would. */
export const createUpsellBodySchema = z.strictObject({ offer: z.unknown() });
export const saveUpsellBodySchema = z.strictObject({ version: upsellVersionSchema, offer: z.unknown() });
export const removeUpsellQuerySchema = z.strictObject({ version: upsellVersionSchema });

export const savedUpsellSchema = z.object({
  name: z.string(),
  /** The offer's new version; null once removed. */
  version: upsellVersionSchema.nullable(),
  changed: z.boolean(),
});
export type SavedUpsell = z.infer<typeof savedUpsellSchema>;

export const upsellErrorEnvelope = errorEnvelopeSchema.extend({ errors: z.array(upsellFieldErrorSchema).optional() });
