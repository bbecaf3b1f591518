import { err, ok, type Result } from '@store/core';
import type { OrderPageWire, OrderSummaryWire } from '@store/core/back-office/admin-order-wire';
import type { FulfillmentStatus, OrderPaymentStatus, OrderStatus } from '@store/core/back-office/order-states';
import { orderSearchTerms, type OrderSort } from '@store/core/back-office/order-search';
import { staffSeesBrand } from '@store/core/back-office/staff-roles';
import { listStaffOrders, type StaffOrderListRow } from '../../db/repositories/admin-orders';
import type { Db } from '../../db/repositories/carts';
import type { StaffMember } from '../../staff/staff-member';
import { decodeOrderCursor, encodeOrderCursor } from './order-cursor';

export interface OrderListQuery {
  q?: string;
  brand?: string;
  status?: OrderStatus;
  paymentStatus?: OrderPaymentStatus;
  fulfillmentStatus?: FulfillmentStatus;
  provider?: string;
  /** Days, inclusive, in UTC: YYYY-MM-DD. */
  from?: string;
  to?: string;
  sort: OrderSort;
  cursor?: string;
  limit: number;
}

const DAY_MS = 86_400_000;

/** An order as the staff list shows it. */
export function toOrderSummary(row: Omit<StaffOrderListRow, 'createdKey'>): OrderSummaryWire {
  return {
    id: row.id,
    shortId: row.shortId,
    brand: row.brand,
    status: row.status,
    paymentStatus: row.paymentStatus,
    fulfillmentStatus: row.fulfillmentStatus,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    zip: row.zip,
    totalAmount: row.totalAmount,
    refundedAmount: row.refundedAmount,
    currency: row.currency === 'CAD' ? 'CAD' : 'USD',
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/**
 * GET /admin/orders: the orders of the member's brands, searched (short id, email, name, phone or ZIP) and filtered,
 * one keyset page at a time. A brand outside the member's brands lists nothing, as a brand without orders would.
 */
export async function listOrders(db: Db, member: StaffMember, query: OrderListQuery): Promise<Result<OrderPageWire>> {
  const after = decodeOrderCursor(query.sort, query.cursor);
  if (!after.ok) return after;
  if (query.from && query.to && query.from > query.to) return err('BAD_REQUEST', 'The first day must not be after the last day');
  if (query.brand !== undefined && !staffSeesBrand(member.brands, query.brand)) return ok({ orders: [], nextCursor: null });
  const rows = await listStaffOrders(db, {
    scope: member.brands,
    brand: query.brand,
    terms: query.q === undefined ? null : orderSearchTerms(query.q),
    status: query.status,
    paymentStatus: query.paymentStatus,
    fulfillmentStatus: query.fulfillmentStatus,
    provider: query.provider,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    before: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    sort: query.sort,
    after: after.value,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const byTotal = query.sort === 'total-high' || query.sort === 'total-low';
  return ok({
    orders: page.map(toOrderSummary),
    nextCursor:
      rows.length > query.limit && last
        ? encodeOrderCursor(query.sort, byTotal ? last.totalAmount : last.createdKey, last.id)
        : null,
  });
}
