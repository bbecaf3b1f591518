// The shoppers of `npm run test:scaleout`: the checkout through the balancer, retried as a real client retries (the
// same Idempotency-Key after a network error, a 502 or a 503), every HTTP attempt logged with its start and end.
import { randomUUID } from 'node:crypto';
import { JSON_HEADERS } from '../bench/scenarios.mjs';
import { ADD_MATTRESS as ADD, CARD_4242 as CARD, orderBody, shopperAddress } from '../bench/checkout-bodies.mjs';
import { clientAddressHeaders } from '../client-address.mjs';

const RETRIES = 6;
const RETRY_AFTER_MS = 300;
const RETRYABLE = new Set([502, 503, 504]);

/** Each checkout's order carries its own email, so the database check finds its orders. */
export const emailOf = (n) => `scaleout+${n}@example.com`;

/**
 * `attempts` gets one entry per HTTP attempt: { step, start, end, status | error } (ms since the epoch). A step is
 * retried with the same body and headers (so the same Idempotency-Key) while it fails with a network error or 502-504,
 * and while the key is in flight elsewhere (409: its first request's process may have died holding the claim).
 */
async function step(attempts, name, url, init) {
  for (let attempt = 0; ; attempt += 1) {
    const start = Date.now();
    let res;
    let text = '';
    try {
      res = await fetch(url, { method: 'POST', ...init });
      text = await res.text();
    } catch (error) {
      attempts.push({ step: name, start, end: Date.now(), error: error.cause?.code ?? error.message });
      if (attempt < RETRIES) {
        await new Promise((r) => setTimeout(r, RETRY_AFTER_MS));
        continue;
      }
      throw new Error(`${name}: ${error.message}`);
    }
    attempts.push({ step: name, start, end: Date.now(), status: res.status });
    const inFlight = res.status === 409 && text.includes('in progress');
    if ((RETRYABLE.has(res.status) || inFlight) && attempt < RETRIES) {
      await new Promise((r) => setTimeout(r, RETRY_AFTER_MS));
      continue;
    }
    if (!res.ok) throw new Error(`${name}: ${res.status} ${text.slice(0, 200)}`);
    return { res, body: JSON.parse(text) };
  }
}

/** One checkout as shopper `n`: resolves { orderId } once paid, throws when a step failed after its retries. */
export async function checkout(apiUrl, n, attempts) {
  const base = { ...JSON_HEADERS, ...clientAddressHeaders(shopperAddress(n)) };
  const added = await step(attempts, 'add to cart', `${apiUrl}/carts/my/items`, { headers: base, body: ADD });
  const cookie = added.res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0];
  if (!cookie) throw new Error('add to cart: no session cookie');
  const headers = { ...base, cookie };
  const order = await step(attempts, 'create order', `${apiUrl}/orders`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: orderBody(emailOf(n), 'scaleout'),
  });
  const orderId = order.body.result.id;
  const token = await step(attempts, 'card token', `${apiUrl}/sandbox/card/tokens`, { headers, body: CARD });
  const paid = await step(attempts, 'pay', `${apiUrl}/orders/${orderId}/payment`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ paymentToken: token.body.result.token }),
  });
  const status = paid.body.result?.paymentStatus;
  if (status !== 'succeeded') throw new Error(`pay: paymentStatus ${status}`);
  return { orderId };
}

/**
 * Storefront pages through the balancer, one after the other, while the checkouts run: every GET logged like an API
 * attempt. Several such loops keep requests in flight on both storefront processes when one is stopped.
 */
export async function browse(webUrl, attempts, until) {
  const pages = ['/', '/mattress'];
  for (let i = 0; Date.now() < until(); i += 1) {
    const start = Date.now();
    try {
      const res = await fetch(`${webUrl}${pages[i % pages.length]}`);
      await res.arrayBuffer();
      attempts.push({ step: `GET ${pages[i % pages.length]}`, start, end: Date.now(), status: res.status });
    } catch (error) {
      attempts.push({
        step: `GET ${pages[i % pages.length]}`,
        start,
        end: Date.now(),
        error: error.cause?.code ?? error.message,
      });
    }
  }
}
