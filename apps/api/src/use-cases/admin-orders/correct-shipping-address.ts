import { and, eq, ne } from 'drizzle-orm';
import { err, isBrandKey, ok, orderAddressSchema, orderLookupKeys, ORDER_NOT_FOUND, type Result } from '@store/core';
import type { OrderDetailWire } from '@store/core/back-office/admin-order-wire';
import { addressEditable } from '@store/core/back-office/order-actions';
import type { Deps, RequestContext } from '../../context';
import { lockOrderById } from '../../db/repositories/admin-orders';
import type { OrderRow } from '../../db/repositories/orders';
import { orders } from '../../db/schema';
import { firstProblem } from '../addresses/first-problem';
import { recordAudit, type AuditActor } from '../../staff/audit';
import type { StaffMember } from '../../staff/staff-member';
import { checkOrderAddress } from '../orders/check-order-addresses';
import { findStaffOrder, inStaffScope } from './find-staff-order';
import { staffOrderDetail } from './get-order-detail';

export const EDIT_ADDRESS_ACTION = 'order.edit-address';

/** Why an address can no longer be corrected, in the words staff read. */
function notEditable(order: Pick<OrderRow, 'status'>): Result<never> {
  return order.status === 'cancelled'
    ? err('CONFLICT', 'This order is cancelled: its shipping address can no longer be changed')
    : err('CONFLICT', 'Something in this order has shipped: its shipping address can no longer be changed');
}

/**
 * PUT /admin/orders/{id}/shipping-address: staff correct the shipping address of an order before anything of it shipped
 * (not cancelled, unfulfilled), under the checkout's own rules for the order's brand (core orderAddressSchema, then the
 * postal check of POST /orders) and with its messages. The order's lookup keys follow the new phone and ZIP, as checkout
 * derives them. What was charged does not change: tax was priced at checkout on the address given then, and the order
 * is not priced again. Audited with the address before and after, in the same transaction.
 */
export async function correctShippingAddress(
  deps: Pick<Deps, 'db' | 'now' | 'channels'>,
  member: StaffMember,
  actor: AuditActor,
  input: { orderId: string; address: unknown },
): Promise<Result<{ order: OrderDetailWire }>> {
  const found = await findStaffOrder(deps.db, member, input.orderId);
  if (!found.ok) return found;
  const brand = found.value.brand;
  if (!isBrandKey(brand)) return err('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  if (!addressEditable(found.value)) return notEditable(found.value);
  const ctx: RequestContext = { brand, brandConfig: deps.channels.brandConfigOf(brand), clientAddress: actor.address };
  const parsed = orderAddressSchema(ctx.brandConfig.region, 'shipping').safeParse(input.address);
  if (!parsed.success) return err('BAD_REQUEST', firstProblem(parsed.error.issues, 'Invalid shipping address'));
  const postal = await checkOrderAddress(ctx, parsed.data);
  if (!postal.ok) return postal;
  const address = parsed.data;
  const updated = await deps.db.transaction(async (tx): Promise<Result<OrderRow>> => {
    const locked = inStaffScope(member, await lockOrderById(tx, input.orderId));
    if (!locked.ok) return locked;
    const order = locked.value;
    if (!addressEditable(order)) return notEditable(order);
    const { phoneKey, zipKey } = orderLookupKeys({ email: order.email, phone: address.phone, zip: address.address.zip });
    const [row] = await tx
      .update(orders)
      .set({ shippingDetails: address, phoneKey, zipKey, updatedAt: deps.now() })
      .where(and(eq(orders.id, order.id), ne(orders.status, 'cancelled'), eq(orders.fulfillmentStatus, 'unfulfilled')))
      .returning();
    if (!row) return notEditable(order);
    await recordAudit(tx, actor, {
      action: EDIT_ADDRESS_ACTION,
      brand: order.brand,
      targetType: 'order',
      targetId: order.id,
      before: order.shippingDetails,
      after: address,
    });
    return ok(row);
  });
  if (!updated.ok) return updated;
  return ok({ order: await staffOrderDetail(deps, member, updated.value) });
}
