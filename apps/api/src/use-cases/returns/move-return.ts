import { err, ok, type Result } from '@store/core';
import { canMove, RETURN_TRANSITIONS, type ReturnStatus } from '@store/core/back-office/order-states';
import type { StaffReturnWire } from '@store/core/back-office/return-wire';
import { staffSeesBrand, type StaffBrands } from '@store/core/back-office/staff-roles';
import type { Deps } from '../../context';
import type { Db } from '../../db/repositories/carts';
import {
  findOrderReturn,
  findReturnOrder,
  lockOrderReturn,
  moveOrderReturn,
  type NewOrderReturnRow,
  type OrderReturnRow,
} from '../../db/repositories/order-returns';
import { StatusMoveRefused } from '../../db/repositories/status-moves';
import { recordAudit, type AuditActor } from '../../staff/audit';
import type { ReturnEmailKind } from '../../email/return-email';
import { queueReturnEmail } from './return-emails';
import { toStaffReturn } from './return-json';

/** Who moves a return: the audit's actor and the brands they work on. */
export interface ReturnStaff {
  actor: AuditActor;
  brands: StaffBrands;
}

export const RETURN_NOT_FOUND = 'Return not found';

/** A return's status in a sentence ("this one is ..."). */
const STATUS_WORDS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'still requested',
  approved: 'approved',
  refused: 'refused',
  pickup_scheduled: 'waiting for its pick-up',
  received: 'received',
  refunded: 'refunded already',
};

/** The move's refusal when the return is in a status the table does not move from: what it needs, and where it is. */
export function cannotMoveMessage(need: string, status: ReturnStatus): string {
  return `${need}: this one is ${STATUS_WORDS[status]}`;
}

/** What the audit keeps of a return before and after a move. */
export function auditedReturn(row: OrderReturnRow) {
  return {
    status: row.status,
    quantity: row.quantity,
    refusedReason: row.refusedReason,
    pickupDate: row.pickupDate,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    refundId: row.refundId,
  };
}

/** The return for a staff member: one of their brands, else the same 404 as a missing one. */
export function seenReturn<T extends { brand: string }>(row: T | null, staff: ReturnStaff): Result<T> {
  return row && staffSeesBrand(staff.brands, row.brand) ? ok(row) : err('NOT_FOUND', RETURN_NOT_FOUND);
}

export interface ReturnMove {
  id: string;
  to: ReturnStatus;
  /** The audit action ('return.approve', ...). */
  action: string;
  /** The refusal for a return in a status that cannot move to `to` ("Only a requested return can be approved"). */
  need: string;
  set?: Partial<Pick<NewOrderReturnRow, 'refusedReason' | 'pickupDate' | 'receivedAt' | 'refundId'>>;
  /** The shopper's email for this step. */
  email: ReturnEmailKind;
}

/**
 * One staff move of a return, in one transaction: the return locked, the member's brand checked (another brand's is a
 * 404), the move checked against RETURN_TRANSITIONS (409 with what it needs) and written as a compare-and-set, the
 * audit entry with before and after, and the shopper's email for the step queued; all of it commits or none.
 */
export async function moveReturn(
  deps: Pick<Deps, 'db' | 'now' | 'wakeJobs'>,
  staff: ReturnStaff,
  move: ReturnMove,
): Promise<Result<{ return: StaffReturnWire }>> {
  const now = deps.now();
  const run = async (tx: Db): Promise<Result<{ return: StaffReturnWire }>> => {
    const seen = seenReturn(await lockOrderReturn(tx, move.id), staff);
    if (!seen.ok) return seen;
    const before = seen.value;
    if (!canMove(RETURN_TRANSITIONS, before.status, move.to)) return err('CONFLICT', cannotMoveMessage(move.need, before.status));
    const moved = await moveOrderReturn(tx, before.id, move.to, move.set ?? {}, now, before.status);
    if (!moved) throw new StatusMoveRefused(`return ${before.id}`, move.to);
    await recordAudit(tx, staff.actor, {
      action: move.action,
      brand: moved.brand,
      targetType: 'return',
      targetId: moved.id,
      before: auditedReturn(before),
      after: auditedReturn(moved),
    });
    await queueReturnEmail(tx, {
      brand: moved.brand,
      orderId: moved.orderId,
      returnId: moved.id,
      kind: move.email,
      ...(move.email === 'pickup' && moved.pickupDate ? { pickupDate: moved.pickupDate } : {}),
    });
    const order = await findReturnOrder(tx, moved.brand, moved.orderId);
    const found = await findOrderReturn(tx, moved.id);
    if (!order || !found) throw new Error(`return ${moved.id} lost its order`);
    return ok({ return: toStaffReturn(found, order) });
  };
  const result = await deps.db.transaction(run);
  if (result.ok) deps.wakeJobs?.();
  return result;
}
