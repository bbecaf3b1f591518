// The full checkout through the API, as a shopper's browser makes it: a new session adds a mattress, places the order
// (Idempotency-Key, shipping details), tokenizes the 4242 sandbox card and pays. `connections` loops run it for
// `seconds`; each times its own create-order and pay calls (autocannon cannot carry an order id into the next call).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { JSON_HEADERS } from './scenarios.mjs';
import { ADD_MATTRESS as ADD, CARD_4242 as CARD, orderBody, shopperAddress } from './checkout-bodies.mjs';
import { clientAddressHeaders } from '../client-address.mjs';

const ORDER = orderBody('bench@example.com', 'bench');

async function call(url, { headers, body, method = 'POST' }) {
  const started = performance.now();
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  return { res, text, ms: performance.now() - started };
}

/** One checkout; throws with the step's name and answer when a step fails. */
async function checkout(apiUrl, n) {
  const base = { ...JSON_HEADERS, ...clientAddressHeaders(shopperAddress(n)) };
  const added = await call(`${apiUrl}/carts/my/items`, { headers: base, body: ADD });
  const cookie = added.res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0];
  if (!added.res.ok || !cookie) throw new Error(`add to cart: ${added.res.status} ${added.text.slice(0, 200)}`);
  const headers = { ...base, cookie };
  const order = await call(`${apiUrl}/orders`, { headers: { ...headers, 'idempotency-key': randomUUID() }, body: ORDER });
  if (!order.res.ok) throw new Error(`create order: ${order.res.status} ${order.text.slice(0, 200)}`);
  const orderId = JSON.parse(order.text).result.id;
  const token = await call(`${apiUrl}/sandbox/card/tokens`, { headers, body: CARD });
  if (!token.res.ok) throw new Error(`card token: ${token.res.status} ${token.text.slice(0, 200)}`);
  const paymentToken = JSON.parse(token.text).result.token;
  const paid = await call(`${apiUrl}/orders/${orderId}/payment`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ paymentToken }),
  });
  if (!paid.res.ok) throw new Error(`pay: ${paid.res.status} ${paid.text.slice(0, 200)}`);
  const status = JSON.parse(paid.text).result?.paymentStatus;
  if (status !== 'succeeded') throw new Error(`pay: paymentStatus ${status}`);
  return { order: order.ms, pay: paid.ms };
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (values, seconds) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { rps: values.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

/**
 * Runs `connections` checkout loops for `seconds`: checkouts/s and the create-order, pay and order+pay latencies. With
 * `rate` (checkouts/s) the loops start checkouts on a shared schedule instead of back to back; `late` counts the ones
 * that started more than 10 ms after their slot because every loop was busy (latency is timed from the call, so a run
 * with many late starts understates it).
 */
export async function measureCheckout(apiUrl, { seconds, connections, counter, rate }) {
  const order = [];
  const pay = [];
  const errors = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let slots = 0;
  let late = 0;
  const waitForSlot = async () => {
    if (!rate) return;
    const at = started + ((slots += 1) * 1000) / rate;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else if (wait < -10) late += 1;
  };
  const loop = async () => {
    while (performance.now() < deadline) {
      await waitForSlot();
      if (performance.now() >= deadline) break;
      try {
        const t = await checkout(apiUrl, (counter.next += 1));
        order.push(t.order);
        pay.push(t.pay);
      } catch (error) {
        errors.push(error.message);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  const both = order.map((ms, i) => ms + pay[i]);
  return {
    checkout: { ...summary(both, elapsed), errors: errors.length },
    createOrder: { ...summary(order, elapsed), errors: 0 },
    pay: { ...summary(pay, elapsed), errors: 0 },
    completed: order.length,
    late,
    firstError: errors[0],
  };
}
