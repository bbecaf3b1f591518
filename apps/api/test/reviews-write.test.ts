import { describe, expect, it } from 'vitest';
import { REVIEW_ALREADY_WRITTEN_MESSAGE, type Review } from '@store/core';
import { useTestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { reviewBody as body, reviewCatalog, reviewOrders, lookUpOrder } from './support/review-orders';
import { REVIEW_ORDER_NOT_PAID_MESSAGE, REVIEW_PRODUCT_NOT_IN_ORDER_MESSAGE } from '../src/use-cases/reviews/write-review';

/** A shopper who bought (a paid order, by session, account or look-up grant) writes a review. */
describe('POST /reviews', () => {
  const t = useTestApp({ seed: reviewCatalog() });
  const { placeOrder, paidOrder } = reviewOrders(t);
  const write = (s: Shopper, payload: unknown, headers: Record<string, string> = {}) =>
    s.call('POST', '/reviews', payload, headers);
  const listed = async (domainKey: string): Promise<Review[]> =>
    (await shopper(t.app).call('GET', `/reviews/products/${domainKey}?per_page=100`)).json().result.reviews;

  it('201: a published, verified review of a product of the paid order, trimmed; listed and counted', async () => {
    const { s, order } = await paidOrder();
    const res = await write(s, body(order));
    expect(res.statusCode, res.body).toBe(201);
    const { review, status } = res.json().result;
    expect(status).toBe('published');
    expect(review).toMatchObject({
      domainKey: 'order-test-mattress',
      productTitle: 'Test order-test-mattress',
      score: 5,
      title: 'Best sleep in years',
      content: 'Firm enough for my back,\nsoft enough for my shoulders.',
      user: { displayName: 'Ann L.' },
      verifiedBuyer: true,
      topics: [],
      media: [],
      votesUp: 0,
      votesDown: 0,
      myVote: null,
    });
    expect(review.id).toMatch(/^[A-Za-z0-9]{24}$/);
    expect((await listed('order-test-mattress')).map((r) => r.id)).toContain(review.id);
    const bottomline = (await shopper(t.app).call('GET', '/reviews/products/order-test-mattress/bottomline')).json().result;
    expect(bottomline.totalReviews).toBeGreaterThanOrEqual(1);
  });

  it(`409 '${REVIEW_ALREADY_WRITTEN_MESSAGE}' for a second review of the product for the order`, async () => {
    const { s, order } = await paidOrder();
    expect((await write(s, body(order))).statusCode).toBe(201);
    const again = await write(s, body(order, { title: 'Another go', score: 4 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', code: 'CONFLICT', message: REVIEW_ALREADY_WRITTEN_MESSAGE });
    // The other product of the same order can still be reviewed.
    expect((await write(s, body(order, { domainKey: 'order-test-pillow' }))).statusCode).toBe(201);
  });

  it('concurrent writes of one (order, product): one 201, the rest 409', async () => {
    const { s, order } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => write(s, body(order))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('nothing the client sends sets the verified flag, the status or the counters', async () => {
    const { s, order } = await paidOrder();
    const res = await write(s, { ...body(order), verifiedBuyer: false, status: 'published', votesUp: 99, topics: ['Spam'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().result.review).toMatchObject({ verifiedBuyer: true, votesUp: 0, topics: [] });
  });

  it('moderation: a URL, an email, a phone number or a blocked word holds the review as pending (not listed, not counted)', async () => {
    const { s, order } = await paidOrder();
    const before = (await shopper(t.app).call('GET', '/reviews/products/order-test-pillow/bottomline')).json().result
      .totalReviews;
    const res = await write(
      s,
      body(order, { domainKey: 'order-test-pillow', content: 'Cheaper at www.pillow-deals.example today' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().result.status).toBe('pending');
    expect((await listed('order-test-pillow')).map((r) => r.id)).not.toContain(res.json().result.review.id);
    expect((await shopper(t.app).call('GET', '/reviews/products/order-test-pillow/bottomline')).json().result.totalReviews).toBe(
      before,
    );
  });

  it.each<[string, Record<string, string>]>([
    ['a full-width link', { content: 'Cheaper at ｅｖｉｌ．ｃｏｍ today' }],
    ['a link in look-alike letters', { title: 'Deals at еvil.соm' }],
    ['a spelled-out phone number', { content: 'Call five one two 555 one two three four for a discount' }],
    ['a name mixing scripts', { displayName: 'Рaypal Deals' }],
  ])('moderation: %s is held as pending for staff (the writer is told; not listed, not counted)', async (_name, fields) => {
    const { s, order } = await paidOrder();
    const res = await write(s, body(order, { domainKey: 'order-test-pillow', ...fields }));
    expect(res.statusCode).toBe(201);
    expect(res.json().result.status).toBe('pending');
    // Stored as written: the reading is only for the check.
    const review = res.json().result.review;
    expect({ title: review.title, content: review.content, displayName: review.user.displayName }).toMatchObject(fields);
    expect((await listed('order-test-pillow')).map((r) => r.id)).not.toContain(review.id);
  });

  it('stores markup as plain text (the storefront renders it escaped)', async () => {
    const { s, order } = await paidOrder();
    const res = await write(s, body(order, { title: '<script>alert(1)</script>', content: '<b>bold</b> & <i>honest</i> text' }));
    expect(res.json().result.review).toMatchObject({
      title: '<script>alert(1)</script>',
      content: '<b>bold</b> & <i>honest</i> text',
    });
  });

  it('400 for an unpaid order or a product that is not in the order', async () => {
    const s = shopper(t.app);
    const unpaid = await placeOrder(s);
    const res = await write(s, body(unpaid));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message: REVIEW_ORDER_NOT_PAID_MESSAGE });
    const { s: buyer, order } = await paidOrder();
    const other = await write(buyer, body(order, { domainKey: 'order-test-frame' }));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(REVIEW_PRODUCT_NOT_IN_ORDER_MESSAGE);
  });

  it('404 Order not found for an unknown order, someone else’s, or another brand’s; the look-up grant opens it', async () => {
    const { order } = await paidOrder();
    const stranger = shopper(t.app);
    for (const payload of [body(order, { orderId: 'unknownorderid' }), body(order)]) {
      const res = await write(stranger, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Order not found' });
    }
    expect((await write(shopper(t.app, 'arbor'), body(order))).statusCode).toBe(404);
    await lookUpOrder(stranger, order);
    expect((await write(stranger, body(order))).statusCode).toBe(201);
  });

  it('Idempotency-Key: a retry replays the first answer; the key with another body is 422', async () => {
    const { s, order } = await paidOrder();
    const key = { 'idempotency-key': 'review-key-0001' };
    const first = await write(s, body(order), key);
    expect(first.statusCode).toBe(201);
    const retry = await write(s, body(order), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().result.review.id).toBe(first.json().result.review.id);
    expect((await write(s, body(order, { score: 1 }), key)).statusCode).toBe(422);
  });

  it.each<[string, Record<string, unknown>]>([
    ['score 0', { score: 0 }],
    ['score 6', { score: 6 }],
    ['score 4.5', { score: 4.5 }],
    ['score as text', { score: '5' }],
    ['a blank title', { title: '   ' }],
    ['a title of 151', { title: 'a'.repeat(151) }],
    ['content of 9 after trimming', { content: `  ${'a'.repeat(9)}  ` }],
    ['content of 5001', { content: 'a'.repeat(5001) }],
    ['a display name of 1', { displayName: 'A' }],
    ['a display name of 51', { displayName: 'a'.repeat(51) }],
    ['a NUL in the content', { content: 'Sleeps well\u0000 every night' }],
    ['a bell in the title', { title: 'Great\u0007' }],
    ['an escape in the name', { displayName: 'Ann\u001b[31m' }],
    ['an unpaired surrogate', { content: 'Sleeps well every \ud800 night' }],
    ['no order id', { orderId: undefined }],
    ['a control character in the order id', { orderId: 'abc\u0001' }],
  ])('400 for %s, nothing written', async (_name, overrides) => {
    const { s, order } = await paidOrder();
    const res = await write(s, body(order, overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().status).toBe('error');
    expect((await write(s, body(order))).statusCode).toBe(201);
  });

  it('400 for odd bytes', async () => {
    const s = shopper(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/reviews',
      headers: { 'x-brand': 'nestwood', 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      remoteAddress: s.address,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
  });
});
