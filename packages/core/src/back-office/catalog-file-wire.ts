import { z } from 'zod';
import { BRAND_KEYS } from '../brands';

/**
 * The largest catalogue file the staff application uploads (POST /admin/catalog/file/dry-run and /apply): a brand's
 * whole export with its reviews is a few megabytes; larger is a 413.
 */
export const CATALOG_FILE_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/** `?brand=`: the brand whose catalogue file is read or written. */
export const catalogFileBrandQuery = z.strictObject({
  brand: z.enum(BRAND_KEYS, { error: 'Choose a brand' }),
});

/** A dry run's fingerprint: the file's bytes and the store's sections it touches, as they were (SHA-256, hex). */
export const planHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'The plan fingerprint is 64 hexadecimal digits');

/** `?brand=&plan=`: apply the file the dry run with this fingerprint planned. */
export const catalogFileApplyQuery = catalogFileBrandQuery.extend({ plan: planHashSchema });

const planRowSchema = z.object({
  section: z.string(),
  key: z.string(),
  change: z.enum(['added', 'changed', 'removed', 'reordered']),
  fields: z.array(z.string()),
});
export type CatalogPlanRow = z.infer<typeof planRowSchema>;

const issueSchema = z.object({ path: z.string(), message: z.string() });

/** What a dry run answers: the plan row by row with its fingerprint, or every problem of the file with its path. */
export const catalogDryRunSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    brand: z.enum(BRAND_KEYS),
    /** The sections the file has (a section it lacks is left as it is). */
    sections: z.array(z.string()),
    rows: z.array(planRowSchema),
    planHash: planHashSchema,
  }),
  z.object({ valid: z.literal(false), brand: z.enum(BRAND_KEYS), issues: z.array(issueSchema) }),
]);
export type CatalogDryRun = z.infer<typeof catalogDryRunSchema>;

/** What an apply answers: whether anything was written, and the rows that were. */
export const catalogApplySchema = z.object({
  brand: z.enum(BRAND_KEYS),
  applied: z.boolean(),
  rows: z.array(planRowSchema),
});
export type CatalogApply = z.infer<typeof catalogApplySchema>;
