import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { BRANDS, type BrandKey } from '@store/core';
import { describe, expect, it, vi } from 'vitest';
import { recordEvent } from '../src/db/repositories/carts';
import { mailMessages } from '../src/db/schema';
import { findOrderForEmail } from '../src/db/repositories/order-emails';
import { DEFAULT_STOREFRONT_ORIGIN } from '../src/accounts/account-links';
import { orderConfirmationDetails } from '../src/email/order-confirmation-details';
import { renderOrderConfirmation } from '../src/email/render';
import { nodemailerTransport, sandboxMailTransport, type MailTransport } from '../src/email/transport';
import { jobHandlers } from '../src/jobs/handlers';
import { relayOutbox } from '../src/jobs/outbox-relay';
import { createWorker } from '../src/jobs/worker';
import { sandboxMessagingClient } from '../src/messaging/messaging-client';
import { insertPaidOrder } from './support/order-row';
import { sessionShopper } from './support/order-factory';
import { createTestApp, quietLog, useTestApp } from './support/test-app';

const t = useTestApp();

/** A worker as main.ts builds it, with the given mail transport. */
const workerWith = (mail: MailTransport) =>
  createWorker({
    db: t.db,
    log: quietLog,
    handlers: jobHandlers({ mail, messaging: sandboxMessagingClient(() => undefined) }),
    beforeClaim: (now) => relayOutbox(t.db, now),
  });

async function drain(worker: ReturnType<typeof workerWith>) {
  while ((await worker.runOnce()) > 0);
}

const MONEY = /-?(?:CA)?\$[\d,]+\.\d{2}/g;

/** The confirmation the job sends for an order, read back from the sandbox mailbox. */
async function confirmationOf(brand: BrandKey, orderId: string, storefrontOrigin?: string) {
  const handlers = jobHandlers({
    mail: sandboxMailTransport,
    messaging: sandboxMessagingClient(() => undefined),
    storefrontOrigin,
  });
  await handlers['email.order-confirmation']!({ orderId, brand }, { db: t.db, now: new Date(), log: quietLog, job: {} as never });
  const [sent] = await t.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.brand, brand))
    .orderBy(desc(mailMessages.createdAt));
  return sent!;
}

describe('order confirmation email', () => {
  it.each([
    ['nestwood', 'USD', '$1,472.67'],
    ['plume', 'USD', '$1,472.67'],
    ['nestwood-ca', 'CAD', 'CA$1,472.67'],
  ] as const)('renders per brand: %s in %s', async (brand: BrandKey, currency, total) => {
    const { id, shortId } = await insertPaidOrder(t.db, brand, { currency });
    const order = (await findOrderForEmail(t.db, brand, id))!;
    const details = await orderConfirmationDetails(t.db, BRANDS[brand], order, DEFAULT_STOREFRONT_ORIGIN);
    const email = await renderOrderConfirmation({ brand: BRANDS[brand], order: { ...order, currency }, details });
    const config = BRANDS[brand];
    expect(email.subject).toBe(`${config.name} order ${shortId} confirmed`);
    for (const text of [
      config.name.toUpperCase(),
      `Order number: ${shortId}`,
      '1 × Cloud Hybrid Mattress (Size: Queen)',
      'Free shipping',
      `Total: ${total}`,
      '12 Elm Street, Apt 4, San Francisco, CA 94105',
      `Questions? Write to ${config.supportEmail} or call ${config.supportPhone}.`,
    ])
      expect(email.text).toContain(text);
    expect(email.html).toContain(config.theme.primary);
    expect(email.html).not.toMatch(/<script|<img|<link|@import|url\(/i);
  });

  it('adds up as printed: the line before the coupon, the subtotal, the coupon once, shipping, tax and the total', async () => {
    const { id } = await insertPaidOrder(t.db, 'nestwood');
    const { text } = await confirmationOf('nestwood', id);
    const summary = text.slice(text.indexOf('1 × Cloud Hybrid Mattress'), text.indexOf('Total:'));
    for (const row of ['Subtotal', 'Coupon (TAKE150)', 'Free shipping', 'Tax']) expect(summary).toContain(row);
    // $1,499.00 (line), $1,499.00 (subtotal), -$150.00, shipping Free, $123.67 tax; then the total.
    expect(summary.match(MONEY)).toEqual(['$1,499.00', '$1,499.00', '-$150.00', '$123.67']);
    expect(text).toContain('Total: $1,472.67');
    expect(149_900 - 15_000 + 12_367).toBe(147_267);
    // The coupon is taken off once: the line is not also printed after it, and there is no second "Savings" deduction.
    expect(text).not.toContain('$1,349.00');
    expect(text).not.toContain('Savings');
  });

  it.each([
    ['driftvale', 'stripeDirect', 'Card', '180-night trial'],
    ['nestwood', 'paypal', 'PayPal', '365-night trial'],
  ] as const)(
    '%s: links to the order on the brand’s storefront, names the payment (%s), the delivery estimate, the trial and returns',
    async (brand, billingProvider, payment, trial) => {
      const { id } = await insertPaidOrder(t.db, brand, { billingProvider });
      const { text, html } = await confirmationOf(brand, id, 'https://{brand}.example.com');
      const config = BRANDS[brand];
      expect(html).toContain(`href="https://${brand}.example.com/my-account/orders/${id}"`);
      expect(text).toContain(`https://${brand}.example.com/my-account/orders/${id}`);
      expect(text).toContain(`Payment: ${payment}`);
      expect(text).toContain('Delivery: Standard shipping, estimated to ship in 2 - 3 business days');
      expect(text).toContain(`Your ${trial}: Cloud Hybrid Mattress`);
      expect(text).toContain(
        `Returns are free within your trial: write to ${config.supportEmail} or call ${config.supportPhone} to start one.`,
      );
    },
  );

  it('escapes what the shopper typed', async () => {
    const { id } = await insertPaidOrder(t.db, 'nestwood', { firstName: '<b>Ann</b>' });
    const order = (await findOrderForEmail(t.db, 'nestwood', id))!;
    const details = await orderConfirmationDetails(t.db, BRANDS.nestwood, order, DEFAULT_STOREFRONT_ORIGIN);
    const email = await renderOrderConfirmation({ brand: BRANDS.nestwood, order: { ...order, currency: 'USD' }, details });
    expect(email.html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
  });

  it('orderPaid sends the confirmation into the sandbox mailbox, listed newest first at /sandbox/mailbox', async () => {
    const s = await sessionShopper(t.app, 'driftvale');
    const { id, shortId } = await insertPaidOrder(t.db, 'driftvale', { sessionHash: s.hash });
    await recordEvent(t.db, 'driftvale', 'orderPaid', null, { orderId: id });
    await drain(workerWith(sandboxMailTransport));
    const [newest] = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.brand, 'driftvale'))
      .orderBy(desc(mailMessages.createdAt));
    expect(newest).toMatchObject({ to: 'ann@example.com', subject: `Driftvale order ${shortId} confirmed` });

    const list = await s.call('GET', '/sandbox/mailbox');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(`Driftvale order ${shortId} confirmed`);
    expect(list.body).toContain(`href="mailbox/${newest!.id}"`);
    const other = await t.app.inject({ method: 'GET', url: '/sandbox/mailbox', headers: { 'x-brand': 'arbor' } });
    expect(other.body).not.toContain(shortId);

    const page = await s.call('GET', `/sandbox/mailbox/${newest!.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain('sandbox');
    expect(page.body).toContain(shortId);
    expect(page.body).not.toContain('<script');
    expect((await s.call('GET', '/sandbox/mailbox/nope')).statusCode).toBe(404);
  });

  it('with SMTP the confirmation is sent once, even when the job runs again or orderPaid repeats', async () => {
    const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sendMail = vi.spyOn(transporter, 'sendMail');
    const worker = workerWith(nodemailerTransport(transporter));
    const { id, shortId } = await insertPaidOrder(t.db, 'plume', { email: 'bo@example.com' });
    await recordEvent(t.db, 'plume', 'orderPaid', null, { orderId: id });
    await recordEvent(t.db, 'plume', 'orderPaid', null, { orderId: id });
    await drain(worker);
    expect(sendMail).toHaveBeenCalledTimes(1);
    const message = (await sendMail.mock.results[0]!.value) as { message: Buffer };
    const raw = message.message.toString();
    expect(raw).toContain('To: bo@example.com');
    expect(raw).toContain(`Subject: Plume order ${shortId} confirmed`);
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    // The handler itself, run again (a retried job), sends nothing more.
    await jobHandlers({ mail: nodemailerTransport(transporter), messaging: sandboxMessagingClient(() => undefined) })[
      'email.order-confirmation'
    ]!({ orderId: id, brand: 'plume' }, { db: t.db, now: new Date(), log: quietLog, job: {} as never });
    expect(sendMail).toHaveBeenCalledTimes(1);
  });

  it('a failed send is retried: the claim rolls back with the failure', async () => {
    let fail = true;
    const flaky: MailTransport = {
      kind: 'smtp',
      send: async () => {
        if (fail) throw new Error('SMTP 451');
        return { messageId: 'm1' };
      },
    };
    const { id } = await insertPaidOrder(t.db, 'arbor');
    const handler = jobHandlers({ mail: flaky, messaging: sandboxMessagingClient(() => undefined) })['email.order-confirmation']!;
    const ctx = { db: t.db, now: new Date(), log: quietLog, job: {} as never };
    await expect(handler({ orderId: id, brand: 'arbor' }, ctx)).rejects.toThrow('SMTP 451');
    fail = false;
    const send = vi.spyOn(flaky, 'send');
    await handler({ orderId: id, brand: 'arbor' }, ctx);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('the mailbox is not served when the sandbox mailbox is off (SMTP or live mode)', async () => {
    const live = await createTestApp({ sandboxMailbox: false });
    try {
      const response = await live.app.inject({ method: 'GET', url: '/sandbox/mailbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
