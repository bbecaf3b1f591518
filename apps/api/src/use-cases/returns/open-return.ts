import { err, ok, ORDER_NOT_FOUND, type Result } from '@store/core';
import { returnQuantityProblem } from '@store/core/back-office/return-eligibility';
import type { ReturnRequest } from '@store/core/back-office/return-wire';
import type { Deps } from '../../context';
import type { Db } from '../../db/repositories/carts';
import { insertOrderReturn, lockOrderForReturn, type OrderReturnRow } from '../../db/repositories/order-returns';
import type { OrderRow } from '../../db/repositories/orders';
import { randomBase62 } from '../../ids';
import { queueReturnEmail } from './return-emails';
import { orderReturnFacts } from './return-facts';

export const NO_SUCH_LINE = 'This order has no such item';

export interface OpenReturnInput {
  brand: string;
  orderId: string;
  request: ReturnRequest;
  /** 'shopper', or the email of the staff member opening it for the shopper. */
  openedBy: string;
  /** Runs in the same transaction once the return is recorded (the staff side's audit entry). */
  afterOpen?: (tx: Db, order: OrderRow, opened: OrderReturnRow) => Promise<void>;
}

/**
 * Opens a trial return of one line, for the shopper or by staff for them, under the same rule: with the order locked
 * (so two requests for the same line are decided one after the other), core returnEligibility decides from the order,
 * the line's trial, its shipments and its earlier returns; a refusal changes nothing (409 with the rule's message, 400
 * for too many units). The return is recorded `requested` with its trial's end fixed now, and the shopper's "we
 * received your return request" email is queued in the same transaction.
 */
export async function openReturn(
  deps: Pick<Deps, 'db' | 'now' | 'wakeJobs'>,
  input: OpenReturnInput,
): Promise<Result<{ order: OrderRow; opened: OrderReturnRow }>> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx): Promise<Result<{ order: OrderRow; opened: OrderReturnRow }>> => {
    const order = await lockOrderForReturn(tx, input.brand, input.orderId);
    if (!order) return err('NOT_FOUND', ORDER_NOT_FOUND);
    const facts = (await orderReturnFacts(tx, order, now)).lines.get(input.request.itemIdentifier);
    if (!facts) return err('BAD_REQUEST', NO_SUCH_LINE);
    const { eligibility, line } = facts;
    if (!eligibility.eligible) return err('CONFLICT', eligibility.message);
    const problem = returnQuantityProblem(eligibility, input.request.quantity, line.product.title);
    if (problem !== null) return err('BAD_REQUEST', problem);
    const opened = await insertOrderReturn(tx, {
      id: randomBase62(20),
      brand: order.brand,
      orderId: order.id,
      itemIdentifier: line.itemIdentifier,
      quantity: input.request.quantity,
      reason: input.request.reason,
      comment: input.request.comment?.trim() || null,
      status: 'requested',
      trialEndsAt: eligibility.trialEndsAt,
      openedBy: input.openedBy,
      createdAt: now,
      updatedAt: now,
    });
    await queueReturnEmail(tx, { brand: order.brand, orderId: order.id, returnId: opened.id, kind: 'requested' });
    await input.afterOpen?.(tx, order, opened);
    return ok({ order, opened });
  });
  if (result.ok) deps.wakeJobs?.();
  return result;
}
