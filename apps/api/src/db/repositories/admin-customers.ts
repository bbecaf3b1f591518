import { orderSummaryColumns } from './admin-orders';
import { and, asc, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StaffBrands } from '@store/core/back-office/staff-roles';
import { accountAddresses, authUsers, messagingConsents, orderNamesText, orderReturns, orders, reviews } from '../schema';
import type { Db } from './carts';

/** A customer's key: a brand and a lower-cased email. */
export interface CustomerKey {
  brand: string;
  email: string;
}

/** What the customer search looks for, each on an index of orders (migration 0025) or the accounts of the scope. */
export interface CustomerSearch {
  email: string | null;
  name: string | null;
  phone: string | null;
}

export interface CustomerListFilter {
  scope: StaffBrands;
  brand?: string;
  search: CustomerSearch | null;
  after: CustomerKey | null;
  limit: number;
}

/** A LIKE pattern matching `text` literally at the start. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const accountEmail = sql<string>`lower(${authUsers.email})`;

function scoped(column: AnyPgColumn, filter: CustomerListFilter): Array<SQL | undefined> {
  const where: Array<SQL | undefined> = [];
  if (filter.scope !== 'all') where.push(filter.scope.length === 0 ? sql`false` : inArray(column, [...filter.scope]));
  if (filter.brand) where.push(eq(column, filter.brand));
  return where;
}

/** Orders whose email, phone or names match: each term on its own index (email_key, phone_key, the names' trigrams). */
function orderMatch(search: CustomerSearch): SQL {
  const terms: SQL[] = [];
  if (search.email) terms.push(sql`${orders.emailKey} like ${prefix(search.email)}`);
  if (search.phone) terms.push(sql`${orders.phoneKey} like ${prefix(search.phone)}`);
  if (search.name) terms.push(sql`${orderNamesText(orders)} like lower(${`%${prefix(search.name)}`})`);
  return or(...terms) ?? sql`false`;
}

/** Accounts whose email or name match (accounts hold no phone). */
function accountMatch(search: CustomerSearch): SQL {
  const terms: SQL[] = [];
  if (search.email) terms.push(sql`${accountEmail} like ${prefix(search.email)}`);
  if (search.name) terms.push(sql`lower(${authUsers.name}) like lower(${`%${prefix(search.name)}`})`);
  return or(...terms) ?? sql`false`;
}

/**
 * One page of customer keys (limit + 1), in (brand, email) order: the emails of orders and of accounts together, each
 * once. Without a search both halves walk an index in that order (orders_returning_idx, auth_users_brand_email_idx),
 * so a page reads about a page of rows; the keyset is (brand, email) > the previous page's last.
 */
export async function listCustomerKeys(db: Db, filter: CustomerListFilter): Promise<CustomerKey[]> {
  const orderWhere = scoped(orders.brand, filter);
  const accountWhere = scoped(authUsers.brand, filter);
  if (filter.search) {
    orderWhere.push(orderMatch(filter.search));
    accountWhere.push(accountMatch(filter.search));
  }
  if (filter.after) {
    orderWhere.push(sql`(${orders.brand}, ${orders.emailKey}) > (${filter.after.brand}, ${filter.after.email})`);
    accountWhere.push(sql`(${authUsers.brand}, ${accountEmail}) > (${filter.after.brand}, ${filter.after.email})`);
  }
  const fromOrders = db
    .select({ brand: orders.brand, email: sql<string>`${orders.emailKey}`.as('email') })
    .from(orders)
    .where(and(...orderWhere));
  const fromAccounts = db
    .select({ brand: authUsers.brand, email: accountEmail.as('email') })
    .from(authUsers)
    .where(and(...accountWhere));
  const keys = fromOrders.union(fromAccounts).as('keys');
  return db
    .select({ brand: keys.brand, email: keys.email })
    .from(keys)
    .orderBy(asc(keys.brand), asc(keys.email))
    .limit(filter.limit + 1);
}

const inKeys = (keys: readonly CustomerKey[], brand: SQL | AnyPgColumn, email: SQL | AnyPgColumn) =>
  keys.length === 0
    ? sql`false`
    : sql`(${brand}, ${email}) in (${sql.join(
        keys.map((key) => sql`(${key.brand}, ${key.email})`),
        sql`, `,
      )})`;

/**
 * What the list shows of each customer: per currency, the number of orders, what the captured ones came to less
 * refunds, and the latest order's time; the latest order's shipping name; and the account, if any.
 */
export async function customerFacts(db: Db, keys: readonly CustomerKey[]) {
  const [money, names, accounts] = await Promise.all([
    db
      .select({
        brand: orders.brand,
        email: orders.emailKey,
        currency: orders.currency,
        count: sql<number>`count(*)::int`,
        spent: sql<number>`coalesce(sum(${orders.totalAmount} - ${orders.refundedAmount}) filter (where ${orders.paymentStatus} <> 'unpaid'), 0)::int`,
        lastOrderAt: sql<string>`max(${orders.createdAt})`.mapWith((value: string | Date) => new Date(value)),
      })
      .from(orders)
      .where(inKeys(keys, orders.brand, orders.emailKey))
      .groupBy(orders.brand, orders.emailKey, orders.currency),
    db
      .select({
        brand: orders.brand,
        email: orders.emailKey,
        name: sql<string>`(array_agg(trim(coalesce(${orders.shippingDetails}->>'firstName', '') || ' ' || coalesce(${orders.shippingDetails}->>'lastName', '')) order by ${orders.createdAt} desc, ${orders.id} desc))[1]`,
      })
      .from(orders)
      .where(inKeys(keys, orders.brand, orders.emailKey))
      .groupBy(orders.brand, orders.emailKey),
    db
      .select({
        id: authUsers.id,
        brand: authUsers.brand,
        email: accountEmail,
        name: authUsers.name,
        emailVerified: authUsers.emailVerified,
        createdAt: authUsers.createdAt,
        sendEmail: authUsers.sendEmail,
        sendSms: authUsers.sendSms,
      })
      .from(authUsers)
      .where(inKeys(keys, authUsers.brand, accountEmail)),
  ]);
  return { money, names, accounts };
}

export type CustomerFacts = Awaited<ReturnType<typeof customerFacts>>;

/** A customer's orders, newest first (limit + 1), with the staff list's summary fields only. */
export function customerOrders(db: Db, key: CustomerKey, limit: number) {
  return db
    .select(orderSummaryColumns)
    .from(orders)
    .where(and(eq(orders.brand, key.brand), eq(orders.emailKey, key.email)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
}

/** The rest of the customer page: saved addresses (of the account), open returns and reviews (of their orders), texts. */
export async function customerRecords(db: Db, key: CustomerKey, accountId: string | null) {
  const theirOrders = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.brand, key.brand), eq(orders.emailKey, key.email)));
  const [addresses, openReturns, reviewRows, sms] = await Promise.all([
    accountId === null
      ? Promise.resolve([])
      : db
          .select()
          .from(accountAddresses)
          .where(and(eq(accountAddresses.brand, key.brand), eq(accountAddresses.userId, accountId)))
          .orderBy(desc(accountAddresses.isDefault), asc(accountAddresses.createdAt), asc(accountAddresses.id)),
    db
      .select({ ret: orderReturns, orderShortId: orders.shortId })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(
        and(
          eq(orders.brand, key.brand),
          eq(orders.emailKey, key.email),
          notInArray(orderReturns.status, ['refused', 'refunded']),
        ),
      )
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id)),
    db
      .select({
        id: reviews.id,
        orderId: sql<string>`${reviews.orderId}`,
        productTitle: reviews.productTitle,
        score: reviews.score,
        title: reviews.title,
        status: reviews.status,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(and(eq(reviews.brand, key.brand), inArray(reviews.orderId, theirOrders)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id)),
    db
      .select({ id: messagingConsents.id })
      .from(messagingConsents)
      .where(and(eq(messagingConsents.brand, key.brand), sql`lower(${messagingConsents.email}) = ${key.email}`))
      .limit(1),
  ]);
  return { addresses, openReturns, reviews: reviewRows, smsSignedUp: sms.length > 0 };
}
