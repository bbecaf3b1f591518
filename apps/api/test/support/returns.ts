import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { BrandKey, Order } from '@store/core';
import type { Database } from '../../src/db/client';
import { auditLog, emailSends, mailMessages, orderReturns, shipments } from '../../src/db/schema';
import { randomBase62 } from '../../src/ids';
import { sendQueuedEmails } from './accounts';
import { sessionShopper } from './order-factory';
import { orderBody } from './orders';
import { CARDS, pay, tokenize } from './payments';
import type { Shopper } from './shopper';
import type { StaffBrowser } from './staff';

/** A real order: the lines in a new shopper's cart, POST /orders, paid with the sandbox card that succeeds. */
export async function paidShopperOrder(
  app: FastifyInstance,
  lines: unknown[],
  brand: BrandKey = 'nestwood',
): Promise<{ s: Shopper; order: Order }> {
  const s = await sessionShopper(app, brand);
  const added = await s.call('POST', '/carts/my/items', { items: lines });
  if (added.statusCode !== 200) throw new Error(`adding lines failed: ${added.statusCode} ${added.body}`);
  const placed = await s.call('POST', '/orders', orderBody(brand));
  if (placed.statusCode !== 200) throw new Error(`placing failed: ${placed.statusCode} ${placed.body}`);
  const order = placed.json().result as Order;
  const paid = await pay(app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
  if (paid.json().result?.paymentStatus !== 'succeeded') throw new Error(`paying failed: ${paid.statusCode} ${paid.body}`);
  return { s, order: paid.json().result.order as Order };
}

/** A parcel of the order as staff would record it (the shipping route is not under test here): these lines, then. */
export async function shipLines(
  db: Database,
  order: Pick<Order, 'id' | 'brand'>,
  lines: Array<{ itemIdentifier: string; quantity: number }>,
  shippedAt: Date,
): Promise<void> {
  await db.insert(shipments).values({
    id: randomBase62(20),
    brand: order.brand,
    orderId: order.id,
    carrier: 'ups',
    trackingNumber: `1Z${randomBase62(10).toUpperCase()}`,
    lines,
    shippedAt,
  });
}

/** Every line of the order shipped at once. */
export const shipAll = (db: Database, order: Order, shippedAt: Date) =>
  shipLines(
    db,
    order,
    order.cart.items.map((item) => ({ itemIdentifier: item.itemIdentifier, quantity: item.quantity })),
    shippedAt,
  );

/** POST /orders/{id}/returns as the shopper, with an Idempotency-Key when given. */
export function askReturn(s: Shopper, orderId: string, body: unknown, key?: string) {
  return s.call(
    'POST',
    `/orders/${encodeURIComponent(orderId)}/returns`,
    body,
    key === undefined ? {} : { 'idempotency-key': key },
  );
}

/** POST /admin/returns/{id}/{step} as the staff browser, with a fresh Idempotency-Key unless told otherwise (null: none). */
export function returnStep(
  browser: StaffBrowser,
  id: string,
  step: 'approve' | 'refuse' | 'pickup' | 'receive' | 'refund',
  body: unknown = {},
  key: string | null = crypto.randomUUID(),
) {
  return browser.call('POST', `/admin/returns/${id}/${step}`, body, key === null ? {} : { 'idempotency-key': key });
}

/** The order's return rows, oldest first. */
export function returnRowsOf(db: Database, orderId: string) {
  return db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.createdAt));
}

/** The audit entries about a return, oldest first. */
export function returnAudit(db: Database, returnId: string) {
  return db.select().from(auditLog).where(eq(auditLog.targetId, returnId)).orderBy(asc(auditLog.id));
}

/** The order's emails (their send records tie them to it) once the queued jobs ran: subjects and plain text, oldest first. */
export async function orderEmails(db: Database, orderId: string) {
  await sendQueuedEmails(db, 'http://{brand}.localhost:3000');
  const rows = await db
    .select({ subject: mailMessages.subject, text: mailMessages.text, template: emailSends.template })
    .from(emailSends)
    .innerJoin(mailMessages, eq(mailMessages.id, emailSends.messageId))
    .where(eq(emailSends.orderId, orderId))
    .orderBy(asc(mailMessages.createdAt), asc(mailMessages.id));
  return rows;
}
