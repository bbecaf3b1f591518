import { err, ok, ORDER_NOT_FOUND, type Result } from '@store/core';
import type { ReturnRequest, StaffReturnWire } from '@store/core/back-office/return-wire';
import { staffSeesBrand } from '@store/core/back-office/staff-roles';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../context';
import { orders } from '../../db/schema';
import { recordAudit } from '../../staff/audit';
import { auditedReturn, type ReturnStaff } from './move-return';
import { openReturn } from './open-return';
import { toStaffReturn } from './return-json';

/**
 * POST /admin/orders/{id}/returns: staff open a trial return for the shopper (a phone call, an email), under the
 * shopper's own rule (openReturn). Another brand's order is the same 404 as a missing one; the audit entry is written
 * in the return's transaction.
 */
export async function staffOpenReturn(
  deps: Pick<Deps, 'db' | 'now' | 'wakeJobs'>,
  staff: ReturnStaff,
  input: { orderId: string; request: ReturnRequest },
): Promise<Result<{ return: StaffReturnWire }>> {
  const [target] = await deps.db.select({ id: orders.id, brand: orders.brand }).from(orders).where(eq(orders.id, input.orderId));
  if (!target || !staffSeesBrand(staff.brands, target.brand)) return err('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  const opened = await openReturn(deps, {
    brand: target.brand,
    orderId: target.id,
    request: input.request,
    openedBy: staff.actor.staffEmail,
    afterOpen: (tx, order, row) =>
      recordAudit(tx, staff.actor, {
        action: 'return.open',
        brand: order.brand,
        targetType: 'return',
        targetId: row.id,
        before: null,
        after: { ...auditedReturn(row), orderId: order.id, itemIdentifier: row.itemIdentifier, reason: row.reason },
      }),
  });
  if (!opened.ok) return opened;
  return ok({ return: toStaffReturn({ row: opened.value.opened, refundedAmount: null }, opened.value.order) });
}
