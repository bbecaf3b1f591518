import { err, ok, ORDER_NOT_FOUND, type Result } from '@store/core';
import { staffSeesBrand } from '@store/core/back-office/staff-roles';
import { findOrderById } from '../../db/repositories/admin-orders';
import type { Db } from '../../db/repositories/carts';
import type { OrderRow } from '../../db/repositories/orders';
import type { StaffMember } from '../../staff/staff-member';

/** An order of another brand answers exactly as a missing one: staff learn nothing of brands they do not work on. */
export function inStaffScope(member: StaffMember, row: OrderRow | null): Result<OrderRow> {
  return row && staffSeesBrand(member.brands, row.brand) ? ok(row) : err('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
}

/** The order by id if the member works on its brand, else 404 ORDER_NOT_FOUND 'Order not found'. */
export async function findStaffOrder(db: Db, member: StaffMember, id: string): Promise<Result<OrderRow>> {
  return inStaffScope(member, await findOrderById(db, id));
}
