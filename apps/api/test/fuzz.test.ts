import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { mattress, shopper, type Shopper } from './support/shopper';
import { address, orderBody } from './support/orders';

/**
 * Brief: "No input yields a 5xx". Every route of the OpenAPI document gets fuzzed path parameters, query values and
 * bodies (arbitrary JSON, and near-valid cart lines), from a shopper who has a cart with a line, and must answer
 * with the envelope and a status below 500. Every string position (path parameters, query values,
 * body fields, a quote's encoded lines) also gets NUL, other control characters and unpaired surrogates.
 */
let t: TestApp;
let s: Shopper;
let lineId: string;
let cartId: string;
let orderId: string;
let intentId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog', brands: ['nestwood'] });
  s = shopper(t.app);
  const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] }));
  lineId = cart.items[0]!.itemIdentifier;
  cartId = cart.id;
  const placed = await s.call('POST', '/orders', orderBody());
  if (placed.statusCode !== 200) throw new Error(`no order to fuzz with: ${placed.body}`);
  orderId = placed.json().result.id;
  // A payment waiting on the sandbox's 3-D Secure page, so the intent routes are fuzzed with a real intent id too.
  const token = await s.call('POST', '/sandbox/card/tokens', { number: '4000 0000 0000 3220', expiry: '12 / 34', cvc: '123' });
  const paid = await s.call('POST', `/orders/${orderId}/payment`, { paymentToken: token.json().result.token });
  intentId = /pi_[0-9A-Za-z]+/.exec(paid.json().result.redirectUrl as string)![0];
});
afterAll(() => t.close());

type Operation = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; query: string[] };

async function documentedOperations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}

/** A character PostgreSQL or UTF-8 cannot take, or that has no place in an id: C0, DEL, C1, a lone surrogate. */
const hostileChar = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\u007f', '\u0085', '\u009f', '\ud800', '\udbff', '\udc00', '\udfff'),
);
const hostile = fc
  .tuple(fc.constantFrom('', 'luxe-hybrid-mattress', 'SAVE10', '73301'), hostileChar, fc.string({ maxLength: 4 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  hostile,
  fc.constantFrom('', 'undefined', 'null', '%00', '../..', 'q0', 'SAVE10', 'x'.repeat(300)),
);

/**
 * Percent-encodes as a client may: encodeURIComponent throws on a lone surrogate, so one is sent as the bytes a
 * careless encoder produces (its CESU-8 form), which the server must refuse like any malformed text.
 */
function percentEncode(value: string): string {
  let out = '';
  for (const ch of value) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}
const knownOrText = (known: string[]) => fc.oneof(text, fc.constantFrom(...known));
const line = fc.record(
  {
    productID: fc.oneof(text, fc.constantFrom('luxe-hybrid-mattress', 'natural-cotton-sheet-set', 'mattress-white-glove')),
    quantity: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double(), fc.string(), fc.constant(null)),
    properties: fc.oneof(
      fc.array(
        fc.record({
          name: fc.constantFrom('Size', 'Color', 'Leg', ''),
          value: fc.oneof(text, fc.constantFrom('queen', 'splitKing', 'white')),
        }),
        { maxLength: 3 },
      ),
      fc.jsonValue(),
    ),
    forItem: fc.oneof(fc.constant(null), text),
    fulfillmentStatus: fc.oneof(text, fc.constant('pending')),
  },
  { requiredKeys: [] },
);
const region = fc.record(
  { country: fc.oneof(text, fc.constantFrom('US', 'CA')), state: fc.oneof(text, fc.constant('TX')), zip: text },
  { requiredKeys: [] },
);
/** A POST /orders body with fuzzed fields: near-valid, hostile text, and wrong types. */
const orderLike = fc.record(
  {
    journey: fc.oneof(text, fc.jsonValue()),
    paymentDetails: fc.oneof(
      fc.record(
        {
          billingProvider: fc.oneof(text, fc.constantFrom('stripeDirect', 'paypal')),
          customerID: fc.oneof(text, fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    ),
    email: fc.oneof(text, fc.constant('ann@example.com')),
    shippingDetails: fc.oneof(
      fc.constant(address()),
      fc.record(
        { firstName: text, lastName: text, phone: text, address: fc.oneof(region, fc.jsonValue()) },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    ),
    billingDetails: fc.oneof(fc.constant(address()), fc.jsonValue()),
    brand: fc.oneof(text, fc.constant('nestwood')),
    backorderDays: fc.oneof(fc.integer({ min: -5, max: 500 }), fc.double(), fc.jsonValue()),
    extraData: fc.oneof(
      fc.record({ relatedOrderId: text, numberOfPayments: fc.jsonValue(), stripeReturnUrl: text }, { requiredKeys: [] }),
      fc.jsonValue(),
    ),
    metadata: fc.oneof(fc.record({ reqShippingDate: text, mobile: fc.jsonValue() }, { requiredKeys: [] }), fc.jsonValue()),
  },
  { requiredKeys: [] },
);
const validOrderWith = fc
  .tuple(fc.constantFrom('email', 'brand', 'journey'), hostile)
  .map(([field, value]) => ({ ...orderBody(), [field]: value }));

/** Built once the cart exists, so the known ids are real. */
const bodyOf = (cartId: string) =>
  fc.oneof(
    orderLike,
    validOrderWith,
    fc.jsonValue({ maxDepth: 3 }),
    fc.record({ items: fc.array(line, { maxLength: 3 }) }),
    line,
    fc.record({ couponCode: fc.oneof(text, fc.jsonValue()) }),
    fc.record(
      {
        cartId: fc.oneof(text, fc.constant(cartId)),
        multiUse: fc.oneof(fc.boolean(), fc.jsonValue()),
        remoteToken: text,
      },
      { requiredKeys: [] },
    ),
    fc.record(
      { shippingRegion: fc.oneof(region, fc.jsonValue()), billingProvider: fc.oneof(text, fc.jsonValue()) },
      { requiredKeys: [] },
    ),
    fc.record({ region }),
    // Bodies: payment, card field, address check, delivery option, messaging consent.
    fc.record({ paymentToken: fc.oneof(text, fc.jsonValue(), fc.constant('ZERO_TOTAL')) }, { requiredKeys: [] }),
    fc.record(
      { number: fc.oneof(text, fc.constant('4242 4242 4242 4242')), expiry: fc.oneof(text, fc.constant('12 / 34')), cvc: text },
      { requiredKeys: [] },
    ),
    fc.record({ address: fc.oneof(region, fc.jsonValue()), kind: fc.oneof(text, fc.constant('shipping')) }, { requiredKeys: [] }),
    fc.record(
      { name: fc.oneof(text, fc.constant('mattress-white-glove')), withMattressRemoval: fc.jsonValue() },
      { requiredKeys: [] },
    ),
    fc.record(
      { email: text, phone: text, firstName: text, lastName: text, clientUserId: text, consents: fc.jsonValue() },
      { requiredKeys: [] },
    ),
    fc.array(fc.record({ couponCode: fc.oneof(text, fc.jsonValue()), items: fc.jsonValue() }, { requiredKeys: [] }), {
      maxLength: 3,
    }),
  );
const base64Json = fc
  .oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record({ items: fc.array(line, { maxLength: 2 }), couponCode: text }, { requiredKeys: [] }),
  )
  .map((v) => Buffer.from(JSON.stringify(v) ?? 'null').toString('base64'));

describe('no input yields a 5xx', () => {
  it('every documented route, under fuzzed parameters and bodies, answers the envelope below 500', async () => {
    const operations = await documentedOperations();
    expect(operations.length).toBeGreaterThanOrEqual(15);
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(knownOrText([lineId, cartId, orderId, 'luxe-hybrid-mattress']), { minLength: 3, maxLength: 3 }),
          fc.array(fc.oneof(text, base64Json), { minLength: op.query.length, maxLength: op.query.length }),
          bodyOf(cartId),
          async (params, queryValues, payload) => {
            let i = 0;
            const path = op.path.replace(/\{[^}]+\}/g, () => percentEncode(params[i++] ?? ''));
            const query = op.query.map((name, k) => `${name}=${percentEncode(queryValues[k] ?? '')}`).join('&');
            const withBody = op.method === 'POST' || op.method === 'PUT';
            const res = await t.app.inject({
              method: op.method,
              url: `${path}${op.query.length ? `?${query}` : ''}`,
              headers: { 'x-brand': 'nestwood', ...(withBody ? { 'content-type': 'application/json' } : {}) },
              cookies: Object.fromEntries(s.jar),
              ...(withBody ? { payload: JSON.stringify(payload) ?? 'null' } : {}),
            });
            if (res.statusCode >= 500) throw new Error(`${op.method} ${path} answered ${res.statusCode}: ${res.body}`);
            const envelope = (() => {
              try {
                return (res.json() as { status?: unknown }).status;
              } catch {
                return undefined;
              }
            })();
            if (envelope !== 'ok' && envelope !== 'error')
              throw new Error(`${op.method} ${path} answered ${res.statusCode} without the envelope: ${res.body.slice(0, 200)}`);
          },
        ),
        { numRuns: 30 },
      );
    }
  });

  it('the routes the document hides (sandbox pages, HEAD /orders, the operator call) answer below 500', async () => {
    const hidden: Array<{ method: 'GET' | 'POST' | 'HEAD'; path: string; query?: string[] }> = [
      { method: 'GET', path: '/sandbox/card/field' },
      { method: 'GET', path: '/sandbox/card/3ds/{intent}' },
      { method: 'POST', path: '/sandbox/card/3ds/{intent}/approve' },
      { method: 'POST', path: '/sandbox/card/3ds/{intent}/cancel' },
      { method: 'GET', path: '/sandbox/mailbox' },
      { method: 'GET', path: '/sandbox/mailbox/{id}' },
      { method: 'HEAD', path: '/orders', query: ['dd', 'email', 'phone', 'zip', 'status'] },
      { method: 'POST', path: '/admin/cache/clear' },
    ];
    for (const op of hidden) {
      await fc.assert(
        fc.asyncProperty(
          knownOrText([intentId, orderId, `${intentId}x`]),
          fc.array(knownOrText(['done', 'ann.lee@example.com', '94105']), { minLength: 5, maxLength: 5 }),
          fc.oneof(bodyOf(cartId), fc.string()),
          fc.oneof(text, fc.constant('application/x-www-form-urlencoded')),
          async (param, queryValues, payload, secret) => {
            const path = op.path.replace(/\{[^}]+\}/g, () => percentEncode(param));
            const query = (op.query ?? []).map((name, k) => `${name}=${percentEncode(queryValues[k] ?? '')}`).join('&');
            const res = await t.app.inject({
              method: op.method,
              url: `${path}${query ? `?${query}` : ''}`,
              headers: {
                'x-brand': 'nestwood',
                'x-operator-secret': headerSafe(secret),
                ...(op.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
              },
              cookies: Object.fromEntries(s.jar),
              ...(op.method === 'POST' ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) } : {}),
            });
            if (res.statusCode >= 500) throw new Error(`${op.method} ${path} answered ${res.statusCode}: ${res.body}`);
          },
        ),
        { numRuns: 25 },
      );
    }
  });

  it('Idempotency-Key: odd bytes, control characters, huge and repeated keys on the idempotent routes, below 500', async () => {
    const key = fc.oneof(
      text,
      fc.constantFrom(' ', '\t', 'k'.repeat(255), 'k'.repeat(256), 'k'.repeat(20_000), 'caf\u00e9', '\u00ff\u00fe'),
    );
    for (const url of ['/orders', `/orders/${orderId}/payment`]) {
      await fc.assert(
        fc.asyncProperty(key, bodyOf(cartId), async (value, payload) => {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'x-brand': 'nestwood', 'content-type': 'application/json', 'idempotency-key': headerSafe(value) },
            cookies: Object.fromEntries(s.jar),
            payload: JSON.stringify(payload) ?? 'null',
          });
          if (res.statusCode >= 500) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
          expect(['ok', 'error']).toContain((res.json() as { status: string }).status);
        }),
        { numRuns: 40 },
      );
    }
  });
});

/** What an HTTP client can put in a header: Latin-1 only (light-my-request refuses the rest, as Node does). */
function headerSafe(value: string): string {
  return [...value].map((c) => (c.charCodeAt(0) > 0xff || c === '\r' || c === '\n' ? '?' : c)).join('');
}
