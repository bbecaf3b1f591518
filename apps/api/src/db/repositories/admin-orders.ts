import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FulfillmentStatus, OrderPaymentStatus, OrderStatus } from '@store/core/back-office/order-states';
import type { OrderSearchTerms, OrderSort } from '@store/core/back-office/order-search';
import type { StaffBrands } from '@store/core/back-office/staff-roles';
import {
  auditLog,
  authUsers,
  emailSends,
  jobs,
  messagingConsents,
  orderNamesText,
  orderReturns,
  orders,
  paymentWebhookEvents,
  payments,
  refunds,
  shipments,
  staffUsers,
} from '../schema';
import type { Db } from './carts';

/** What the staff orders list filters on; every field but the scope and the sort is optional. */
/** The columns of an order the staff lists show (the orders list, a customer's orders). */
export const orderSummaryColumns = {
  id: orders.id,
  shortId: orders.shortId,
  brand: orders.brand,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  fulfillmentStatus: orders.fulfillmentStatus,
  email: orders.email,
  firstName: sql<string>`coalesce(${orders.shippingDetails}->>'firstName', '')`,
  lastName: sql<string>`coalesce(${orders.shippingDetails}->>'lastName', '')`,
  phone: sql<string>`coalesce(${orders.shippingDetails}->>'phone', '')`,
  zip: sql<string>`coalesce(${orders.shippingDetails}->'address'->>'zip', '')`,
  totalAmount: orders.totalAmount,
  refundedAmount: orders.refundedAmount,
  currency: orders.currency,
  provider: sql<string>`coalesce(${orders.billingProvider}, '')`,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

export interface OrderListFilter {
  /** The member's brands: the list never reaches past them. */
  scope: StaffBrands;
  brand?: string;
  terms: OrderSearchTerms | null;
  status?: OrderStatus;
  paymentStatus?: OrderPaymentStatus;
  fulfillmentStatus?: FulfillmentStatus;
  provider?: string;
  /** Placed at or after (the first UTC day's start). */
  from?: Date;
  /** Placed before (the day after the last UTC day). */
  before?: Date;
  sort: OrderSort;
  /** The last row of the previous page: its sort key (a UTC timestamp to the microsecond, or a total) and id. */
  after: { key: string | number; id: string } | null;
  limit: number;
}

/** A LIKE pattern matching `text` literally at the start. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each term on its own index (migration 0025): prefixes of the short id and lookup keys, the names by trigram. */
function searchCondition(terms: OrderSearchTerms): SQL {
  const matches: SQL[] = [];
  if (terms.shortId) matches.push(sql`${orders.shortId} like ${prefix(terms.shortId)}`);
  if (terms.email) matches.push(sql`${orders.emailKey} like ${prefix(terms.email)}`);
  if (terms.phone) matches.push(sql`${orders.phoneKey} like ${prefix(terms.phone)}`);
  if (terms.zip) matches.push(sql`${orders.zipKey} like ${prefix(terms.zip)}`);
  if (terms.name) matches.push(sql`${orderNamesText(orders)} like lower(${`%${prefix(terms.name)}`})`);
  return matches.length === 0 ? sql`false` : (or(...matches) ?? sql`false`);
}

/** The placing time as the cursor carries it: UTC to the microsecond, so no two orders' keys round to one. */
const createdKey = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The sort's columns, direction and keyset condition (rows strictly after the previous page's last). */
function ordering(sort: OrderSort, after: OrderListFilter['after']): { order: SQL[]; keyset: SQL | undefined } {
  const byTotal = sort === 'total-high' || sort === 'total-low';
  const descending = sort === 'newest' || sort === 'total-high';
  const column = byTotal ? orders.totalAmount : orders.createdAt;
  const direction = descending ? desc : asc;
  const order = [direction(column), direction(orders.id)];
  if (!after) return { order, keyset: undefined };
  const key = byTotal ? sql`${Number(after.key)}::integer` : sql`${String(after.key)}::timestamptz`;
  const keyset = descending
    ? sql`(${column}, ${orders.id}) < (${key}, ${after.id})`
    : sql`(${column}, ${orders.id}) > (${key}, ${after.id})`;
  return { order, keyset };
}

/**
 * One page of the staff orders list (limit + 1 rows, so the caller knows whether another page follows), newest first
 * or as sorted, keyset-paged on (sort key, id); only the summary's fields are read, never the frozen cart.
 */
export async function listStaffOrders(db: Db, filter: OrderListFilter) {
  const where: Array<SQL | undefined> = [];
  if (filter.scope !== 'all') where.push(filter.scope.length === 0 ? sql`false` : inArray(orders.brand, [...filter.scope]));
  if (filter.brand) where.push(eq(orders.brand, filter.brand));
  if (filter.terms) where.push(searchCondition(filter.terms));
  if (filter.status) where.push(eq(orders.status, filter.status));
  if (filter.paymentStatus) where.push(eq(orders.paymentStatus, filter.paymentStatus));
  if (filter.fulfillmentStatus) where.push(eq(orders.fulfillmentStatus, filter.fulfillmentStatus));
  if (filter.provider) where.push(eq(orders.billingProvider, filter.provider));
  if (filter.from) where.push(gte(orders.createdAt, filter.from));
  if (filter.before) where.push(lt(orders.createdAt, filter.before));
  const { order, keyset } = ordering(filter.sort, filter.after);
  where.push(keyset);
  // The page's ids first: without a search every column read here is in orders_staff_created_idx or
  // orders_staff_total_idx, so however selective the filters, the scan reads the index alone; then its rows.
  const page = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...where))
    .orderBy(...order)
    .limit(filter.limit + 1);
  return db
    .select({ ...orderSummaryColumns, createdKey })
    .from(orders)
    .where(inArray(orders.id, page))
    .orderBy(...order);
}

export type StaffOrderListRow = Awaited<ReturnType<typeof listStaffOrders>>[number];

/** An order by id whatever its brand: the caller decides whether the staff member may see it (else 404). */
export async function findOrderById(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The order's row locked for a staff change (inside the caller's transaction). */
export async function lockOrderById(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

/** Audit entries about the order itself or one of its returns (the staff actions on its timeline). */
function auditOfOrder(db: Db, orderId: string, returnIds: string[]) {
  const aboutOrder = and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, orderId));
  const aboutReturns =
    returnIds.length > 0 ? and(eq(auditLog.targetType, 'return'), inArray(auditLog.targetId, returnIds)) : undefined;
  return db
    .select()
    .from(auditLog)
    .where(aboutReturns ? or(aboutOrder, aboutReturns) : aboutOrder)
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

/**
 * Everything recorded about an order besides its row: payment attempts, refunds and shipments (with the staff email of
 * who made them), returns, provider webhook events, jobs, emails sent, staff actions, and the shopper's consents
 * (their account's, by id or by the order's email on its brand, and whether they signed up for text messages).
 */
export async function orderActivity(db: Db, order: { id: string; brand: string; accountId: string | null; emailKey: string }) {
  const [attempts, refundRows, shipmentRows, returnRows, webhookRows, jobRows, emailRows, accountRows, smsRows] =
    await Promise.all([
      db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.createdAt)),
      db
        .select({ refund: refunds, staffEmail: staffUsers.email })
        .from(refunds)
        .leftJoin(staffUsers, eq(staffUsers.id, refunds.staffId))
        .where(eq(refunds.orderId, order.id))
        .orderBy(asc(refunds.createdAt)),
      db
        .select({ shipment: shipments, staffEmail: staffUsers.email })
        .from(shipments)
        .leftJoin(staffUsers, eq(staffUsers.id, shipments.staffId))
        .where(eq(shipments.orderId, order.id))
        .orderBy(asc(shipments.shippedAt)),
      db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)).orderBy(asc(orderReturns.createdAt)),
      db
        .select()
        .from(paymentWebhookEvents)
        .where(sql`${paymentWebhookEvents.payload}->'data'->>'orderId' = ${order.id}`),
      db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'orderId' = ${order.id}`),
      db.select().from(emailSends).where(eq(emailSends.orderId, order.id)),
      db
        .select({
          sendEmail: authUsers.sendEmail,
          sendSms: authUsers.sendSms,
          byId: sql<boolean>`${authUsers.id} = ${order.accountId ?? ''}`,
        })
        .from(authUsers)
        .where(
          or(
            order.accountId === null ? undefined : eq(authUsers.id, order.accountId),
            and(eq(authUsers.brand, order.brand), sql`lower(${authUsers.email}) = ${order.emailKey}`),
          ),
        ),
      db
        .select({ id: messagingConsents.id })
        .from(messagingConsents)
        .where(and(eq(messagingConsents.brand, order.brand), sql`lower(${messagingConsents.email}) = ${order.emailKey}`))
        .limit(1),
    ]);
  const audit = await auditOfOrder(
    db,
    order.id,
    returnRows.map((r) => r.id),
  );
  // The order's own account first; else the account of its email on its brand.
  const account = accountRows.find((row) => row.byId) ?? accountRows[0] ?? null;
  return {
    payments: attempts,
    refunds: refundRows,
    shipments: shipmentRows,
    returns: returnRows,
    webhookEvents: webhookRows,
    jobs: jobRows,
    emails: emailRows,
    audit,
    account: account ? { sendEmail: account.sendEmail, sendSms: account.sendSms } : null,
    smsSignedUp: smsRows.length > 0,
  };
}

export type OrderActivity = Awaited<ReturnType<typeof orderActivity>>;

/** How many times staff sent the order's confirmation again (the audit log keeps each), inside the order's lock. */
export async function countConfirmationResends(db: Db, orderId: string, action: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, orderId), eq(auditLog.action, action)));
  return row?.count ?? 0;
}
