import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { reviewBody as body, reviewCatalog, reviewOrders } from './support/review-orders';

const SECRET = 'operator-secret-for-tests-0123456789';

/** What the storefront was told: each POST /api/revalidate with its secret and body. */
const calls: Array<{ headers: IncomingHttpHeaders; body: unknown }> = [];
let storefront: Server;
let t: TestApp;
let unreachable: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  storefront = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/revalidate')
        calls.push({ headers: req.headers, body: text === '' ? null : JSON.parse(text) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    });
  });
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
  // One after the other: three apps starting at once can outlast a plugin's start timeout on a busy machine.
  t = await createTestApp({ seed: reviewCatalog(), operatorSecret: SECRET, storefrontUrls: [url] });
  unreachable = await createTestApp({ seed: reviewCatalog(), operatorSecret: SECRET, storefrontUrls: ['http://127.0.0.1:9'] });
  unconfigured = await createTestApp({ seed: reviewCatalog(), storefrontUrls: [url] });
});
afterAll(async () => {
  await Promise.all([t?.close(), unreachable?.close(), unconfigured?.close()]);
  await new Promise((resolve) => storefront.close(resolve));
});

const write = (s: Shopper, payload: unknown) => s.call('POST', '/reviews', payload);
const vote = (s: Shopper, reviewId: string, direction: 'up' | 'down' | null) =>
  s.call('POST', `/reviews/${reviewId}/vote`, { direction });
/** The calls made while `action` ran. */
async function told(action: () => Promise<unknown>): Promise<typeof calls> {
  const before = calls.length;
  await action();
  return calls.slice(before);
}

describe('a review the writer is told is published appears at once: the API tells the storefront what to revalidate', () => {
  const { paidOrder } = reviewOrders({
    get app() {
      return t.app;
    },
  });

  it('a published review: the lists, the listing stars and its product page, with the operator secret', async () => {
    const { s, order } = await paidOrder();
    let status = 0;
    const made = await told(async () => {
      const res = await write(s, body(order));
      status = res.statusCode;
      expect(res.json().result.status).toBe('published');
    });
    expect(status).toBe(201);
    expect(made).toEqual([
      {
        headers: expect.objectContaining({ 'x-operator-secret': SECRET, 'content-type': 'application/json' }),
        body: {
          tags: ['reviews:nestwood:lists', 'reviews:nestwood:bottomlines', 'reviews:nestwood:product:order-test-mattress'],
        },
      },
    ]);
  });

  it('a review held for moderation shows nowhere yet: nothing to revalidate', async () => {
    const { s, order } = await paidOrder();
    const made = await told(async () => {
      const res = await write(s, body(order, { content: 'Cheaper at www.pillow-deals.example today' }));
      expect(res.json().result.status).toBe('pending');
    });
    expect(made).toEqual([]);
  });

  it('a refused write (a second review of the product for the order, 409) revalidates nothing', async () => {
    const { s, order } = await paidOrder();
    expect((await write(s, body(order))).statusCode).toBe(201);
    const made = await told(async () => expect((await write(s, body(order))).statusCode).toBe(409));
    expect(made).toEqual([]);
  });

  it('a vote: the lists that show its counts', async () => {
    const { s, order } = await paidOrder();
    const reviewId = (await write(s, body(order))).json().result.review.id as string;
    const made = await told(async () => expect((await vote(shopper(t.app), reviewId, 'up')).statusCode).toBe(200));
    expect(made).toEqual([
      { headers: expect.objectContaining({ 'x-operator-secret': SECRET }), body: { tags: ['reviews:nestwood:lists'] } },
    ]);
  });

  it('a vote on a review that does not exist (404) revalidates nothing', async () => {
    const made = await told(async () => expect((await vote(shopper(t.app), 'no-such-review', 'up')).statusCode).toBe(404));
    expect(made).toEqual([]);
  });
});

describe('the write never depends on the storefront', () => {
  it('a storefront that cannot be reached: the review is still written (201)', async () => {
    const { paidOrder } = reviewOrders(unreachable);
    const { s, order } = await paidOrder();
    const res = await write(s, body(order));
    expect(res.statusCode).toBe(201);
    expect(res.json().result.status).toBe('published');
  });

  it('without OPERATOR_SECRET no storefront is called (the pages revalidate on their own time)', async () => {
    const { paidOrder } = reviewOrders(unconfigured);
    const { s, order } = await paidOrder();
    const made = await told(async () => expect((await write(s, body(order))).statusCode).toBe(201));
    expect(made).toEqual([]);
  });
});
