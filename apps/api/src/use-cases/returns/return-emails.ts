import type { Db } from '../../db/repositories/carts';
import { enqueueJob } from '../../db/repositories/jobs';
import type { ReturnEmailKind } from '../../email/return-email';

export const RETURN_EMAIL_JOB = 'email.return';

/** One step's email of a return: which return, which step, and the pick-up day when it is one (a pick-up may be moved). */
export interface ReturnEmailJob {
  brand: string;
  orderId: string;
  returnId: string;
  kind: ReturnEmailKind;
  pickupDate?: string;
}

/** The send's name in email_sends: one email per return and step (and per pick-up day). */
export function returnEmailTemplate(job: Pick<ReturnEmailJob, 'returnId' | 'kind' | 'pickupDate'>): string {
  return `return-${job.kind}:${job.returnId}${job.pickupDate ? `:${job.pickupDate}` : ''}`;
}

/**
 * Queues a return step's email in the caller's transaction (jobs/handlers/send-return-email.ts sends it), so the email
 * exists exactly when the step commits; the key makes a step's email one job however often it is queued.
 */
export async function queueReturnEmail(db: Db, job: ReturnEmailJob): Promise<void> {
  await enqueueJob(db, {
    type: RETURN_EMAIL_JOB,
    key: `email:${returnEmailTemplate(job)}`,
    payload: { ...job },
    maxAttempts: 8,
  });
}
