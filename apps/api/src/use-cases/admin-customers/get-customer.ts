import { err, ok, type Result } from '@store/core';
import { CUSTOMER_ORDERS_MAX, type CustomerDetailWire } from '@store/core/back-office/admin-customer-wire';
import { staffSeesBrand } from '@store/core/back-office/staff-roles';
import { customerFacts, customerOrders, customerRecords } from '../../db/repositories/admin-customers';
import type { Db } from '../../db/repositories/carts';
import type { StaffMember } from '../../staff/staff-member';
import { toOrderSummary } from '../admin-orders/list-orders';
import { customerSummary } from './customer-summary';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/**
 * GET /admin/customers/{brand}/{email}: one customer (their account and consents, saved addresses, newest orders, open
 * returns, reviews), read only. A brand the member does not work on answers as an email nobody used: 404.
 */
export async function getCustomer(
  db: Db,
  member: StaffMember,
  input: { brand: string; email: string },
): Promise<Result<CustomerDetailWire>> {
  const key = { brand: input.brand, email: input.email.trim().toLowerCase() };
  if (!staffSeesBrand(member.brands, key.brand)) return err('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const facts = await customerFacts(db, [key]);
  const account = facts.accounts[0] ?? null;
  if (!account && facts.money.length === 0) return err('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const [orderRows, records] = await Promise.all([
    customerOrders(db, key, CUSTOMER_ORDERS_MAX),
    customerRecords(db, key, account?.id ?? null),
  ]);
  return ok({
    customer: {
      ...customerSummary(key, facts),
      account: account && {
        name: account.name,
        emailVerified: account.emailVerified,
        createdAt: account.createdAt.toISOString(),
        sendEmail: account.sendEmail,
        sendSms: account.sendSms,
      },
      smsSignedUp: records.smsSignedUp,
    },
    addresses: records.addresses.map((row) => ({ id: row.id, isDefault: row.isDefault, address: row.address })),
    orders: orderRows.slice(0, CUSTOMER_ORDERS_MAX).map(toOrderSummary),
    moreOrders: orderRows.length > CUSTOMER_ORDERS_MAX,
    openReturns: records.openReturns.map(({ ret, orderShortId }) => ({
      id: ret.id,
      orderId: ret.orderId,
      orderShortId,
      itemIdentifier: ret.itemIdentifier,
      quantity: ret.quantity,
      status: ret.status,
      reason: ret.reason,
      createdAt: ret.createdAt.toISOString(),
    })),
    reviews: records.reviews.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  });
}
