// The HTTP scenarios of `npm run bench:api`, as autocannon options (autocannon is the API workspace's dev dependency).
// Every request carries what a shopper's would: the brand, a signed session cookie the API issued, a JSON body.
import { Buffer } from 'node:buffer';
import { createHmac, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../stack.mjs';

const autocannon = createRequire(path.join(root, 'apps/api/package.json'))('autocannon');

export const MATTRESS = 'luxe-hybrid-mattress';
const line = (size) => ({ productID: MATTRESS, quantity: 1, properties: [{ name: 'Size', value: size }] });
export const JSON_HEADERS = { 'x-brand': 'nestwood', 'content-type': 'application/json' };

/** A session cookie value as the API issues it: 32 random bytes, signed like @fastify/cookie (HMAC-SHA256, no padding). */
export function signedSid(key) {
  const secret = randomBytes(32).toString('base64url');
  return `${secret}.${createHmac('sha256', key).update(secret).digest('base64').replace(/=+$/, '')}`;
}

async function post(url, sid, body, method = 'POST') {
  const res = await fetch(url, { method, headers: { ...JSON_HEADERS, cookie: `sid=${sid}` }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
}

/** Sessions whose carts hold three lines (queen, king, twin of one mattress); the bare baseline gets three lines too. */
export async function cartSessions({ apiUrl, bareUrl, key, count }) {
  const sids = [];
  for (let i = 0; i < count; i += 1) {
    const sid = signedSid(key);
    await post(`${apiUrl}/carts/my/items`, sid, { items: [line('queen'), line('king'), line('twin')] });
    sids.push(sid);
  }
  const bareSid = sids[0];
  if (bareUrl) for (let i = 0; i < 3; i += 1) await post(`${bareUrl}/bare/items`, bareSid, {});
  return { sids, bareSid };
}

const GIFT = {
  productID: 'natural-cotton-sheet-set',
  quantity: 1,
  properties: [
    { name: 'Size', value: 'queen' },
    { name: 'Color', value: 'white' },
  ],
  forItem: 'q0',
};
const QUOTE_PATH = `/carts/quote?dd=bench&carts=${encodeURIComponent(Buffer.from(JSON.stringify({ items: [line('queen'), GIFT] })).toString('base64'))}`;

/** One request shape sent over and over; `headers()` runs per request (a fresh session, the next session of a pool). */
const repeat = (method, pathName, headers, body) => ({
  requests: [
    {
      method,
      path: pathName,
      setupRequest: (req) => ({ ...req, headers: { ...JSON_HEADERS, ...headers() }, ...(body ? { body } : {}) }),
    },
  ],
});
const rotating = (sids) => {
  let next = 0;
  return () => ({ cookie: `sid=${sids[next++ % sids.length]}` });
};

/**
 * The autocannon scenarios by key: which server each row runs against (`api`, `bare`, `web`) and its request; the
 * bare row an API row is compared with, and whether it runs again at a quarter of its maximum rate. `ctx` holds the
 * session key and the prepared sessions.
 */
export const SCENARIOS = {
  'get-cart': (ctx) => [
    {
      name: 'GET /carts/my',
      server: 'api',
      baseline: 'bare GET cart',
      quarter: true,
      options: repeat('GET', '/carts/my', () => ({ cookie: `sid=${ctx.sids[0]}` })),
    },
    { name: 'bare GET cart', server: 'bare', options: repeat('GET', '/bare/cart', () => ({ cookie: `sid=${ctx.bareSid}` })) },
  ],
  // Each add goes to a new session (a first add, as on a product page): a cart is created and a line added, and no
  // cart reaches its line or quantity bounds however long the run.
  'add-to-cart': (ctx) => [
    {
      name: 'POST /carts/my/items',
      server: 'api',
      baseline: 'bare POST item',
      quarter: true,
      options: repeat(
        'POST',
        '/carts/my/items',
        () => ({ cookie: `sid=${signedSid(ctx.key)}` }),
        JSON.stringify({ items: [line('queen')] }),
      ),
    },
    {
      name: 'bare POST item',
      server: 'bare',
      options: repeat('POST', '/bare/items', () => ({ cookie: `sid=${signedSid(ctx.key)}` }), '{}'),
    },
  ],
  // SAVE10 (10% off mattresses, a seed coupon) applied again and again over a pool of three-line carts.
  coupon: (ctx) => [
    {
      name: 'PUT /carts/my/coupon',
      server: 'api',
      options: repeat('PUT', '/carts/my/coupon', rotating(ctx.sids), JSON.stringify({ couponCode: 'SAVE10' })),
    },
  ],
  // The product page's price quote (a mattress with its gift), answered from the one-hour quote cache after the first.
  quote: () => [{ name: 'GET /carts/quote (cached)', server: 'api', options: repeat('GET', QUOTE_PATH, () => ({})) }],
  'product-page': () => [{ name: 'GET /mattress (HTML)', server: 'web', options: repeat('GET', '/mattress', () => ({})) }],
};

/** One autocannon run: req/s, p50, p99 (ms) and errors (socket errors, timeouts and non-2xx answers). */
export async function measure(url, options, { seconds, connections, overallRate }) {
  const result = await autocannon({ url, connections, duration: seconds, ...(overallRate ? { overallRate } : {}), ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
