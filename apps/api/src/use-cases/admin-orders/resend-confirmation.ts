import { err, ok, type Result } from '@store/core';
import { confirmationResendable } from '@store/core/back-office/order-actions';
import type { Deps } from '../../context';
import { countConfirmationResends, lockOrderById } from '../../db/repositories/admin-orders';
import { enqueueJob } from '../../db/repositories/jobs';
import { JOB_TYPES } from '../../jobs/outbox-relay';
import { recordAudit, type AuditActor } from '../../staff/audit';
import type { StaffMember } from '../../staff/staff-member';
import { findStaffOrder, inStaffScope } from './find-staff-order';

export const RESEND_ACTION = 'order.resend-email';
export const NOT_RESENDABLE_MESSAGE = 'Only a paid order has a confirmation to send again';

/**
 * POST /admin/orders/{id}/confirmation-email: queues the order's confirmation again. Each resend is a send of its own
 * (template `order-confirmation:resend:<n>`, job key to match), so email_sends, which lets each (order, template)
 * go out once, sends it rather than taking it for a retry of the first. Numbered under the order's lock, and audited in
 * the same transaction as the job.
 */
export async function resendConfirmation(
  deps: Pick<Deps, 'db' | 'wakeJobs'>,
  member: StaffMember,
  actor: AuditActor,
  orderId: string,
): Promise<Result<Record<string, never>>> {
  const found = await findStaffOrder(deps.db, member, orderId);
  if (!found.ok) return found;
  const outcome = await deps.db.transaction(async (tx): Promise<Result<null>> => {
    const locked = inStaffScope(member, await lockOrderById(tx, orderId));
    if (!locked.ok) return locked;
    const order = locked.value;
    if (!confirmationResendable(order)) return err('CONFLICT', NOT_RESENDABLE_MESSAGE);
    const resend = (await countConfirmationResends(tx, order.id, RESEND_ACTION)) + 1;
    const template = `order-confirmation:resend:${resend}`;
    await enqueueJob(tx, {
      type: JOB_TYPES.orderConfirmationEmail,
      key: `email:order-confirmation:${order.id}:resend:${resend}`,
      payload: { orderId: order.id, brand: order.brand, template },
    });
    await recordAudit(tx, actor, {
      action: RESEND_ACTION,
      brand: order.brand,
      targetType: 'order',
      targetId: order.id,
      after: { template, to: order.email },
    });
    return ok(null);
  });
  if (!outcome.ok) return outcome;
  deps.wakeJobs?.();
  return ok({});
}
