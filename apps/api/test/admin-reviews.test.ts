import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { Order, Review } from '@store/core';
import type { StaffReview } from '@store/core/reviews/moderation-wire';
import { REVIEW_DECISION_MESSAGES } from '@store/core/reviews/review-states';
import { auditLog, emailSends, mailMessages } from '../src/db/schema';
import { sendQueuedEmails } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { shopper } from './support/shopper';
import { reviewBody, reviewCatalog, reviewOrders } from './support/review-orders';
import { insertReviews, makeReview } from './support/reviews';

const SECRET = 'operator-secret-for-tests-0123456789';
/** The tags the storefront was told to expire, one list per call. */
const told: string[][] = [];
let storefront: Server;
let t: TestApp;
let manager: StaffBrowser;
let managerEmail: string;
let support: StaffBrowser;
let plumeManager: StaffBrowser;

beforeAll(async () => {
  storefront = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/api/revalidate') told.push((JSON.parse(text) as { tags: string[] }).tags);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    });
  });
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
  t = await createTestApp({ seed: reviewCatalog(), operatorSecret: SECRET, storefrontUrls: [url] });
  const m = await makeStaff(t.db, { role: 'manager', brands: ['nestwood'] });
  managerEmail = m.email;
  manager = await signedIn(t.app, m);
  support = await signedIn(t.app, await makeStaff(t.db, { role: 'support', brands: 'all' }));
  plumeManager = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: ['plume'] }));
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => storefront.close(resolve));
});

const { paidOrder } = reviewOrders({
  get app() {
    return t.app;
  },
});

const ok = <T = { review: StaffReview }>(res: { statusCode: number; body: string }): T => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).result as T;
};
const refused = (res: { statusCode: number; body: string }) => [res.statusCode, JSON.parse(res.body).message as string];

let written = 0;
/** A shopper's review with a disguised link (as a shopper writes it): held by the rule. */
async function heldReview(overrides: Record<string, unknown> = {}): Promise<{ order: Order; id: string }> {
  written += 1;
  const { s, order } = await paidOrder();
  const res = await s.call(
    'POST',
    '/reviews',
    reviewBody(order, { title: `Held ${written}`, content: 'Great bed. Better deals at cheap-beds dot com', ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().result.status).toBe('pending');
  return { order, id: res.json().result.review.id as string };
}

const queue = async (browser: StaffBrowser, query = 'status=held') =>
  ok<{ reviews: StaffReview[]; total: number; heldCount: number; page: number; perPage: number }>(
    await browser.call('GET', `/admin/reviews?${query}`),
  );
const inQueue = async (id: string, query = 'status=held') =>
  (await queue(manager, `${query}&q=Held`)).reviews.find((r) => r.id === id) ??
  (await queue(manager, query)).reviews.find((r) => r.id === id);
const approve = (browser: StaffBrowser, id: string, version: number, headers: Record<string, string> = {}) =>
  browser.call('POST', `/admin/reviews/${id}/approve`, { version }, headers);
const reject = (browser: StaffBrowser, id: string, body: unknown, headers: Record<string, string> = {}) =>
  browser.call('POST', `/admin/reviews/${id}/reject`, body, headers);
const reply = (browser: StaffBrowser, id: string, body: unknown) => browser.call('PUT', `/admin/reviews/${id}/reply`, body);
const storefrontReviews = async (): Promise<Review[]> =>
  (await shopper(t.app).call('GET', '/reviews/products/order-test-mattress?per_page=100')).json().result.reviews;
const auditOf = async (id: string) =>
  t.db
    .select({ action: auditLog.action, staffEmail: auditLog.staffEmail, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, id)))
    .orderBy(asc(auditLog.id));
const rejectionEmails = async (order: Order) => {
  await sendQueuedEmails(t.db, 'http://{brand}.localhost:3000');
  return t.db
    .select({ to: mailMessages.to, subject: mailMessages.subject, text: mailMessages.text, template: emailSends.template })
    .from(emailSends)
    .innerJoin(mailMessages, eq(mailMessages.id, emailSends.messageId))
    .where(eq(emailSends.orderId, order.id))
    .then((rows) => rows.filter((r) => r.template.startsWith('review-rejected:')));
};

describe('the moderation queue', () => {
  it('a disguised link is held with its reasons; staff see what tripped the rule, as the rule reads the text', async () => {
    const { order, id } = await heldReview({ displayName: 'j o h n at gmail' });
    expect((await storefrontReviews()).map((r) => r.id)).not.toContain(id);
    const review = await inQueue(id);
    expect(review).toMatchObject({
      id,
      brand: 'nestwood',
      domainKey: 'order-test-mattress',
      orderId: order.id,
      status: 'held',
      version: 1,
      heldReasons: ['url', 'email'],
      findings: [
        { field: 'content', reason: 'url', match: 'cheap-beds.com' },
        { field: 'displayName', reason: 'email', match: 'john@gmail' },
      ],
      read: { content: 'great bed. better deals at cheap-beds.com', displayName: 'john@gmail' },
      decision: null,
      rejectionReason: null,
      reply: null,
    });
  });

  it('filters by words and product, pages by 20, counts the held; another brand sees none of it', async () => {
    const { id } = await heldReview({ title: 'Zebra stripes unique words' });
    const found = await queue(manager, 'status=held&q=zebra%20STRIPES');
    expect(found.reviews.map((r) => r.id)).toEqual([id]);
    expect((await queue(manager, 'status=held&product=order-test-pillow')).reviews).toEqual([]);
    const all = await queue(manager);
    expect(all).toMatchObject({ page: 1, perPage: 20 });
    expect(all.heldCount).toBe(all.total);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect((await queue(plumeManager)).reviews).toEqual([]);
    expect((await queue(plumeManager, 'status=held&brand=nestwood')).reviews).toEqual([]);
  });

  it('refuses a stranger (401), support (403) and bad queries (400)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/reviews' })).statusCode).toBe(401);
    expect(refused(await support.call('GET', '/admin/reviews'))).toEqual([403, 'Your role does not allow this']);
    for (const query of ['status=pending', 'brand=nope', `q=${'x'.repeat(101)}`, 'page=0', 'q=%00', 'extra=1'])
      expect((await manager.call('GET', `/admin/reviews?${query}`)).statusCode, query).toBe(400);
  });
});

describe('approve', () => {
  it('publishes a held review: audited, the storefront lists it at once and was told to expire its pages', async () => {
    const { id } = await heldReview();
    const before = told.length;
    const answer = ok(await approve(manager, id, 1));
    expect(answer.review).toMatchObject({ id, status: 'published', version: 2, decision: { by: managerEmail } });
    expect((await storefrontReviews()).map((r) => r.id)).toContain(id);
    expect(told.slice(before)).toEqual([
      ['reviews:nestwood:lists', 'reviews:nestwood:bottomlines', 'reviews:nestwood:product:order-test-mattress'],
    ]);
    expect(await auditOf(id)).toEqual([
      {
        action: 'review.approve',
        staffEmail: managerEmail,
        before: { status: 'pending', version: 1, rejectionReason: null, reply: null },
        after: { status: 'published', version: 2, rejectionReason: null, reply: null },
      },
    ]);
  });

  it('a replayed approve answers as done and writes nothing more; so does the same Idempotency-Key', async () => {
    const { id } = await heldReview();
    const key = { 'idempotency-key': 'approve-replay-0001' };
    const first = ok(await approve(manager, id, 1, key));
    expect(ok(await approve(manager, id, 1, key))).toEqual(first);
    expect(ok(await approve(manager, id, 1)).review).toMatchObject({ status: 'published', version: 2 });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['review.approve']);
  });

  it('409 for a stale version, 409 for a rejected review, 404 for another brand or an unknown id, 400 without a version', async () => {
    const { id } = await heldReview();
    expect(refused(await approve(manager, id, 7))).toEqual([409, REVIEW_DECISION_MESSAGES.stale]);
    expect(refused(await approve(plumeManager, id, 1))).toEqual([404, REVIEW_DECISION_MESSAGES.notFound]);
    expect(refused(await approve(manager, 'x'.repeat(24), 1))).toEqual([404, REVIEW_DECISION_MESSAGES.notFound]);
    expect((await manager.call('POST', `/admin/reviews/${id}/approve`, {})).statusCode).toBe(400);
    expect((await manager.call('POST', `/admin/reviews/${id}/approve`, { version: 1, status: 'published' })).statusCode).toBe(
      400,
    );
    expect(refused(await approve(support, id, 1))).toEqual([403, 'Your role does not allow this']);
    ok(await reject(manager, id, { version: 1, reason: 'Links to a shop.' }));
    expect(refused(await approve(manager, id, 2))).toEqual([409, REVIEW_DECISION_MESSAGES.rejectedIsFinal]);
    expect((await inQueue(id, 'status=rejected'))?.status).toBe('rejected');
  });
});

describe('two members at once', () => {
  it('an approve and a reject of the same version: one wins, the other is refused and writes nothing', async () => {
    const { order, id } = await heldReview();
    const other = await signedIn(t.app, await makeStaff(t.db, { role: 'owner', brands: ['nestwood'] }));
    const [approved, rejected] = await Promise.all([
      approve(manager, id, 1),
      reject(other, id, { version: 1, reason: 'Links to a shop.' }),
    ]);
    const codes = [approved.statusCode, rejected.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    const emails = await rejectionEmails(order);
    expect(emails).toHaveLength(audit[0]!.action === 'review.reject' ? 1 : 0);
  });
});

describe('reject', () => {
  it('400 for an empty, huge or odd-bytes reason', async () => {
    const { id } = await heldReview();
    for (const reason of ['', '   \n ', 'x'.repeat(1001), 'bad\u0000byte', 'half \ud800 pair', 42])
      expect((await reject(manager, id, { version: 1, reason })).statusCode, JSON.stringify(reason)).toBe(400);
    expect((await reject(manager, id, { version: 1 })).statusCode).toBe(400);
    expect((await inQueue(id))?.version).toBe(1);
  });

  it('rejects with the reason, emails the writer once (retries and replays included), and a second reject is a 409', async () => {
    const { order, id } = await heldReview();
    const key = { 'idempotency-key': 'reject-once-000001' };
    const reason = 'Reviews may not link to other shops.\nThank you for understanding.';
    const first = ok(await reject(manager, id, { version: 1, reason: `  ${reason}\r\n` }, key));
    expect(first.review).toMatchObject({
      status: 'rejected',
      version: 2,
      rejectionReason: reason,
      decision: { by: managerEmail },
    });
    expect(ok(await reject(manager, id, { version: 1, reason }, key))).toEqual(first);
    expect(refused(await reject(manager, id, { version: 2, reason: 'Again' }))).toEqual([
      409,
      REVIEW_DECISION_MESSAGES.alreadyRejected,
    ]);
    const emails = await rejectionEmails(order);
    expect(await rejectionEmails(order)).toHaveLength(1);
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(email.to).toBe(order.email);
    expect(email.subject).toBe('Your Nestwood review of Test order-test-mattress was not published');
    expect(email.text).toContain('ANN, YOUR REVIEW OF TEST ORDER-TEST-MATTRESS WAS NOT PUBLISHED.');
    expect(email.text).toMatch(
      /Thank you for taking the time to review Test order-test-mattress\. Our team read your review “Held \d+” and could not publish it, for this reason:/,
    );
    expect(email.text).toContain('Reviews may not link to other shops.');
    expect(email.text).toContain('Thank you for understanding.');
    expect((await auditOf(id)).map((a) => [a.action, (a.after as { rejectionReason: string }).rejectionReason])).toEqual([
      ['review.reject', reason],
    ]);
  });

  it('takes a published review down: it leaves the storefront', async () => {
    const { id } = await heldReview();
    ok(await approve(manager, id, 1));
    expect((await storefrontReviews()).map((r) => r.id)).toContain(id);
    ok(await reject(manager, id, { version: 2, reason: 'Reported as abusive.' }));
    expect((await storefrontReviews()).map((r) => r.id)).not.toContain(id);
  });

  it('a seeded review (no order, no writer to email) is rejected without an email', async () => {
    await insertReviews(t.db, [makeReview({ id: 'seeded-held-1', status: 'pending', domainKey: 'order-test-mattress' })]);
    expect(ok(await reject(manager, 'seeded-held-1', { version: 1, reason: 'Spam.' })).review.status).toBe('rejected');
    await sendQueuedEmails(t.db, 'http://{brand}.localhost:3000');
  });
});

describe('public reply', () => {
  it('written, shown under the review on the storefront, edited, removed: each audited and the lists expired', async () => {
    const { id } = await heldReview();
    expect(refused(await reply(manager, id, { version: 1, text: 'Thanks!' }))).toEqual([
      409,
      REVIEW_DECISION_MESSAGES.replyNeedsPublished,
    ]);
    ok(await approve(manager, id, 1));
    const before = told.length;
    const written = ok(await reply(manager, id, { version: 2, text: ' Thank you, Ann!\r\nSleep well. ' }));
    expect(written.review.reply).toMatchObject({ text: 'Thank you, Ann!\nSleep well.', by: managerEmail, editedAt: null });
    expect(told.slice(before)).toEqual([['reviews:nestwood:lists']]);
    const shown = (await storefrontReviews()).find((r) => r.id === id)!;
    expect(shown.reply).toEqual({ text: 'Thank you, Ann!\nSleep well.', createdAt: written.review.reply!.at, editedAt: null });
    expect(JSON.stringify(shown)).not.toContain(managerEmail);

    expect(ok(await reply(manager, id, { version: 3, text: 'Thank you, Ann!\nSleep well.' })).review.version).toBe(3);
    expect(refused(await reply(manager, id, { version: 2, text: 'Older tab' }))).toEqual([409, REVIEW_DECISION_MESSAGES.stale]);
    const edited = ok(await reply(manager, id, { version: 3, text: 'Thank you, Ann! Enjoy it.' }));
    expect(edited.review.reply).toMatchObject({ text: 'Thank you, Ann! Enjoy it.', at: written.review.reply!.at });
    expect(edited.review.reply!.editedAt).not.toBeNull();
    expect((await storefrontReviews()).find((r) => r.id === id)!.reply?.editedAt).toBe(edited.review.reply!.editedAt);

    expect(refused(await manager.call('DELETE', `/admin/reviews/${id}/reply?version=3`))).toEqual([
      409,
      REVIEW_DECISION_MESSAGES.stale,
    ]);
    expect(ok(await manager.call('DELETE', `/admin/reviews/${id}/reply?version=4`)).review.reply).toBeNull();
    expect(ok(await manager.call('DELETE', `/admin/reviews/${id}/reply?version=4`)).review.version).toBe(5);
    expect((await storefrontReviews()).find((r) => r.id === id)!.reply ?? null).toBeNull();
    expect(
      (await auditOf(id)).map((a) => [a.action, (a.before as { reply: unknown }).reply, (a.after as { reply: unknown }).reply]),
    ).toEqual([
      ['review.approve', null, null],
      ['review.reply', null, 'Thank you, Ann!\nSleep well.'],
      ['review.reply.edit', 'Thank you, Ann!\nSleep well.', 'Thank you, Ann! Enjoy it.'],
      ['review.reply.remove', 'Thank you, Ann! Enjoy it.', null],
    ]);
  });

  it('400 for an empty, huge or odd-bytes reply; 404 for another brand; 403 for support', async () => {
    const { id } = await heldReview();
    ok(await approve(manager, id, 1));
    for (const text of ['', '  ', 'y'.repeat(2001), 'nul\u0000', '\udc00 lone', null])
      expect((await reply(manager, id, { version: 2, text })).statusCode, JSON.stringify(text)).toBe(400);
    expect(refused(await reply(plumeManager, id, { version: 2, text: 'Hi' }))).toEqual([404, REVIEW_DECISION_MESSAGES.notFound]);
    expect(refused(await reply(support, id, { version: 2, text: 'Hi' }))).toEqual([403, 'Your role does not allow this']);
    expect((await manager.call('DELETE', `/admin/reviews/${id}/reply?version=abc`)).statusCode).toBe(400);
  });
});
