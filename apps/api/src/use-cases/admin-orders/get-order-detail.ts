import { BRANDS, isBrandKey, ok, type Result } from '@store/core';
import type { OrderDetailWire, TimelineEntryWire } from '@store/core/back-office/admin-order-wire';
import { lineTrialNights } from '@store/core/back-office/trial-nights';
import type { Deps } from '../../context';
import { orderActivity, type OrderActivity } from '../../db/repositories/admin-orders';
import type { Db } from '../../db/repositories/carts';
import type { OrderRow } from '../../db/repositories/orders';
import type { StaffMember } from '../../staff/staff-member';
import { productLoader } from '../carts/product-loader';
import { findStaffOrder } from './find-staff-order';
import { frozenCart } from './frozen-cart';
import { orderDetailOf } from './order-detail';
import { orderTimeline } from './order-timeline';

/** Each line's trial nights: its product's own claim in the catalogue, else the brand's nights for its group. */
async function trialNightsOf(db: Db, row: OrderRow): Promise<Map<string, number | null>> {
  if (!isBrandKey(row.brand)) return new Map();
  const { lines } = frozenCart(row.cart);
  const products = await productLoader(db, row.brand).load(lines.map((line) => line.productId).filter(Boolean));
  const nights = BRANDS[row.brand].trialNights;
  return new Map(
    lines.map((line) => [
      line.itemIdentifier,
      lineTrialNights({ group: line.group, claim: products.get(line.productId)?.content.coverage?.trial }, nights),
    ]),
  );
}

async function loadDetail(deps: Pick<Deps, 'db' | 'now'>, member: StaffMember, row: OrderRow) {
  const [activity, trials]: [OrderActivity, Map<string, number | null>] = await Promise.all([
    orderActivity(deps.db, row),
    trialNightsOf(deps.db, row),
  ]);
  return { order: orderDetailOf(row, activity, member, trials, deps.now()), timeline: orderTimeline(row, activity) };
}

/** The order as staff see it after a change (the answer of every staff action on an order: `{order}`). */
export async function staffOrderDetail(
  deps: Pick<Deps, 'db' | 'now'>,
  member: StaffMember,
  row: OrderRow,
): Promise<OrderDetailWire> {
  return (await loadDetail(deps, member, row)).order;
}

/** GET /admin/orders/{id}: the order and its timeline, for a member who works on its brand (else 404 ORDER_NOT_FOUND). */
export async function getOrderDetail(
  deps: Pick<Deps, 'db' | 'now'>,
  member: StaffMember,
  id: string,
): Promise<Result<{ order: OrderDetailWire; timeline: TimelineEntryWire[] }>> {
  const found = await findStaffOrder(deps.db, member, id);
  if (!found.ok) return found;
  return ok(await loadDetail(deps, member, found.value));
}
