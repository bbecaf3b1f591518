import { z } from 'zod';
import { safeText } from '../text/safe-text';

/** One audit log entry as the staff API answers it (GET /admin/audit, and staff actions on an order's timeline). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staffEmail: z.string(),
  address: z.string(),
  action: z.string(),
  brand: z.string().nullable(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryWire = z.infer<typeof auditEntrySchema>;

/** A page of the audit log: entries newest first, and the cursor of the next page (null on the last). */
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });

/** A day as a filter sends it (YYYY-MM-DD, a real calendar day, read in UTC). */
export const dayField = safeText({ max: 10 })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
  }, 'Use a real date');
