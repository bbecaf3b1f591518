import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { readReturn, REDIRECT_START_TOKEN, type BrandKey, type Order } from '@store/core';
import type { Database } from '../../src/db/client';
import { auditLog, mailMessages, orders, refunds, sandboxPaymentIntents } from '../../src/db/schema';
import type { PaymentProviderAdapter } from '../../src/payments/provider';
import { createPaymentProviders, type PaymentProviders } from '../../src/payments/registry';
import { ledgerRefundsOf } from '../../src/payments/sandbox/ledger-refunds';
import { sendQueuedEmails } from './accounts';
import { insertOrder, sessionShopper } from './order-factory';
import { orderBody } from './orders';
import { CARDS, pay, tokenize } from './payments';
import type { Shopper } from './shopper';
import type { StaffBrowser } from './staff';

/** POST /admin/orders/{id}/refunds as the staff browser, with its Idempotency-Key (none when null). */
export function staffRefund(browser: StaffBrowser, orderId: string, body: unknown, key: string | null = crypto.randomUUID()) {
  return browser.call('POST', `/admin/orders/${orderId}/refunds`, body, key === null ? {} : { 'idempotency-key': key });
}

/** POST /admin/orders/{id}/cancel as the staff browser. */
export function staffCancel(browser: StaffBrowser, orderId: string, body: unknown, key: string | null = crypto.randomUUID()) {
  return browser.call('POST', `/admin/orders/${orderId}/cancel`, body, key === null ? {} : { 'idempotency-key': key });
}

/** The order row, the refund rows and the audit entries of an order, as they are now. */
export async function moneyOf(db: Database, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
  const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, orderId)).orderBy(asc(auditLog.id));
  return { order: order!, refunds: rows, audit };
}

/** The refunds the sandbox ledger made of the order's payments (what the provider gave back). */
export async function ledgerRefunds(db: Database, orderId: string) {
  const rows = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.orderId, orderId));
  return rows.flatMap((row) => ledgerRefundsOf(row));
}

/** The shopper's emails after the queued jobs ran: their subjects and plain-text bodies, oldest first. */
export async function emailsAfterJobs(db: Database, to: string) {
  await sendQueuedEmails(db, 'http://{brand}.localhost:3000');
  const rows = await db.select().from(mailMessages).where(eq(mailMessages.to, to)).orderBy(asc(mailMessages.createdAt));
  return rows.map((r) => ({ subject: r.subject, text: r.text }));
}

/** A shopper's browser call with the storefront's origin (hosted pages' buttons are form posts from it). */
function fromStorefront(app: FastifyInstance, s: Shopper, method: 'GET' | 'POST', url: string, form?: string) {
  return app.inject({
    method,
    url: url.replace(/^\/api/, ''),
    headers: {
      'x-brand': s.brand,
      origin: `http://${s.brand}.localhost:3000`,
      ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    cookies: Object.fromEntries(s.jar),
    remoteAddress: s.address,
    ...(form === undefined ? {} : { payload: form }),
  });
}

/** Approve on a provider's hosted page; the reference the return to review carries. */
async function approve(app: FastifyInstance, s: Shopper, redirectUrl: string): Promise<string> {
  const res = await fromStorefront(app, s, 'POST', `${redirectUrl}/approve`, '');
  if (res.statusCode !== 303) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  const location = String(res.headers.location);
  const back = readReturn(new URLSearchParams(location.slice(location.indexOf('?') + 1)));
  if (!back) throw new Error(`no return marker in ${location}`);
  return back.providerRef;
}

/** The first payment call's redirect (requires_action). */
function redirectOf(res: LightMyRequestResponse): string {
  const result = res.json().result as { paymentStatus: string; redirectUrl?: string };
  if (res.statusCode !== 200 || result.paymentStatus !== 'requires_action' || !result.redirectUrl)
    throw new Error(`expected a redirect: ${res.statusCode} ${res.body}`);
  return result.redirectUrl;
}

/** A redirect provider: start, Approve on its page, pay with the reference it returns. */
async function payByRedirect(app: FastifyInstance, s: Shopper, orderId: string, startToken: string) {
  const redirectUrl = redirectOf(await pay(app, s, orderId, { paymentToken: startToken }));
  return pay(app, s, orderId, { paymentToken: await approve(app, s, redirectUrl) });
}

/** Pays the shopper's order with `provider` through the sandbox as a shopper would (each provider's own flow). */
export async function payWith(
  app: FastifyInstance,
  s: Shopper,
  orderId: string,
  provider: string,
): Promise<LightMyRequestResponse> {
  switch (provider) {
    case 'stripeDirect':
    case 'stripeCanada':
      return pay(app, s, orderId, { paymentToken: await tokenize(s, CARDS.succeeds) });
    case 'googlepay':
    case 'applepay':
    case 'stripePaymentRequest': {
      const sheet = await s.call('POST', '/sandbox/wallet/tokens', { provider, payer: 'home', decision: 'pay' });
      return pay(app, s, orderId, { paymentToken: sheet.json().result.token as string });
    }
    case 'paypal':
    case 'paypalCredit': {
      const token = await s.call('GET', '/braintree/tokens');
      return payByRedirect(app, s, orderId, token.json().result.clientToken as string);
    }
    case 'truemed': {
      const redirectUrl = redirectOf(await pay(app, s, orderId, { paymentToken: REDIRECT_START_TOKEN }));
      const id = redirectUrl.split('/').pop()!;
      await s.call('POST', `/truemed/sessions/${id}`, { hsaFsaCard: true, conditionCategory: 'back-pain' });
      return pay(app, s, orderId, { paymentToken: await approve(app, s, redirectUrl) });
    }
    case 'amazonPay': {
      const created = await fromStorefront(app, s, 'POST', '/amazonpay/session?checkoutReviewReturnUrl=/checkout/review');
      const session = created.json().result as {
        checkoutSessionId: string;
        webCheckoutDetails: { amazonPayRedirectUrl: string };
      };
      await fromStorefront(app, s, 'POST', session.webCheckoutDetails.amazonPayRedirectUrl, 'address=us');
      return payByRedirect(app, s, orderId, session.checkoutSessionId);
    }
    default:
      return payByRedirect(app, s, orderId, REDIRECT_START_TOKEN);
  }
}

/** An order of `total` inserted for a new shopper and paid with `provider` (the provider's sandbox charged it). */
export async function paidOrder(
  app: FastifyInstance,
  db: Database,
  options: { brand?: BrandKey; provider?: string; total?: number } = {},
) {
  const brand = options.brand ?? 'nestwood';
  const provider = options.provider ?? (brand.endsWith('-ca') ? 'stripeCanada' : 'stripeDirect');
  const s = await sessionShopper(app, brand);
  const currency = brand.endsWith('-ca') ? 'CAD' : 'USD';
  const order = await insertOrder(db, {
    brand,
    sessionHash: s.hash,
    totalAmount: options.total ?? 129_900,
    billingProvider: provider,
    currency,
  });
  const paid = await payWith(app, s, order.id, provider);
  if (paid.statusCode !== 200 || paid.json().result.paymentStatus !== 'succeeded')
    throw new Error(`paying with ${provider} failed: ${paid.statusCode} ${paid.body}`);
  return { s, order };
}

/** A real order: the lines added to a new shopper's cart, the coupon applied, POST /orders, paid by card. */
export async function placedPaidOrder(
  app: FastifyInstance,
  lines: unknown[],
  options: { brand?: BrandKey; coupon?: string } = {},
): Promise<{ s: Shopper; order: Order }> {
  const brand = options.brand ?? 'nestwood';
  const s = await sessionShopper(app, brand);
  const added = await s.call('POST', '/carts/my/items', { items: lines });
  if (added.statusCode !== 200) throw new Error(`adding lines failed: ${added.statusCode} ${added.body}`);
  if (options.coupon) {
    const applied = await s.call('PUT', '/carts/my/coupon', { couponCode: options.coupon });
    if (applied.statusCode !== 200) throw new Error(`coupon failed: ${applied.statusCode} ${applied.body}`);
  }
  const placed = await s.call('POST', '/orders', orderBody(brand));
  if (placed.statusCode !== 200) throw new Error(`placing failed: ${placed.statusCode} ${placed.body}`);
  const order = placed.json().result as Order;
  const paid = await payWith(app, s, order.id, order.paymentDetails.billingProvider);
  if (paid.json().result?.paymentStatus !== 'succeeded') throw new Error(`paying failed: ${paid.statusCode} ${paid.body}`);
  return { s, order: paid.json().result.order as Order };
}

/**
 * How the test providers answer refunds: as the sandbox does; the sandbox refunds and then the call throws (the
 * process "dies" between the provider's refund and the store's write); the call throws before reaching the sandbox;
 * or the provider refuses.
 */
export type RefundFault = 'none' | 'throw-after-refund' | 'throw-before-refund' | 'refuse';

/** The sandbox providers, each wrapped so that a test can switch how refunds go (`fault.mode`); calls are counted. */
export function faultyRefundProviders(db: Database, fault: { mode: RefundFault; calls: number }): PaymentProviders {
  const wrap = (adapter: PaymentProviderAdapter): PaymentProviderAdapter => ({
    ...adapter,
    async refund(request) {
      fault.calls += 1;
      switch (fault.mode) {
        case 'none':
          return adapter.refund(request);
        case 'throw-after-refund':
          await adapter.refund(request);
          throw new Error('connection reset after the provider refunded');
        case 'throw-before-refund':
          throw new Error('connection refused');
        case 'refuse':
          return { status: 'failed', reason: 'declined', message: 'The card issuer refused the refund.' };
      }
    },
  });
  const sandbox = createPaymentProviders({ db, now: () => new Date() });
  return Object.fromEntries(Object.entries(sandbox).map(([name, adapter]) => [name, wrap(adapter)]));
}
