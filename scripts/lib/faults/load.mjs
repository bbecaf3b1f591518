// The checkout load of the drills and the soak: the bench's checkout (add to cart, create order, card token, pay),
// with every failed call kept (step, status, message, time) to judge how it failed, and each call bounded by the
// request budget so a hang shows as one.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
/* global AbortSignal */
import { JSON_HEADERS } from '../bench/scenarios.mjs';
import { ADD_MATTRESS as ADD, CARD_4242 as CARD, orderBody, shopperAddress } from '../bench/checkout-bodies.mjs';
import { clientAddressHeaders } from '../client-address.mjs';

/** Longest a shopper's call may take before it counts as a hang (the pay budget is 4 s; 10 s covers a slow pool). */
export const REQUEST_BUDGET_MS = 10_000;

const ORDER = orderBody('faults@example.com', 'faults');

/** A failed call as the drills judge it. */
class CallFailure extends Error {
  constructor(step, status, body, ms) {
    super(`${step}: ${status} ${body.slice(0, 160)}`);
    Object.assign(this, { step, status, body, ms });
  }
}

/** A stack trace or an internal error's text in an answer: what a shopper must never see. */
export const leaksInternals = (body) =>
  /\n\s+at |node_modules|ECONNREFUSED|postgres|drizzle|Error: |Failed query|select |insert into|delete from|update "/i.test(body);

async function call(step, url, init) {
  const started = performance.now();
  let res;
  let text;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_BUDGET_MS) });
    text = await res.text();
  } catch (error) {
    const ms = performance.now() - started;
    const hung = error?.name === 'TimeoutError';
    throw new CallFailure(step, hung ? 'hang' : 'network', String(error?.cause?.code ?? error?.message ?? error), ms);
  }
  const ms = performance.now() - started;
  if (!res.ok) throw new CallFailure(step, res.status, text, ms);
  return { res, text, ms };
}

function pay(apiUrl, headers, orderId, paymentToken) {
  return call('pay', `${apiUrl}/orders/${orderId}/payment`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ paymentToken }),
  });
}

/** Pays `orderId` again in the shopper's session (`headers`) with a new card token: the payment status answered. */
export async function payAgain(apiUrl, checkoutHeaders, orderId) {
  // The address proof is good for 60 s: signed again for this later call.
  const headers = { ...checkoutHeaders, ...clientAddressHeaders(checkoutHeaders['x-client-address']) };
  const token = await call('card token', `${apiUrl}/sandbox/card/tokens`, { method: 'POST', headers, body: CARD });
  const paid = await pay(apiUrl, headers, orderId, JSON.parse(token.text).result.token);
  return JSON.parse(paid.text).result?.paymentStatus;
}

/** One checkout, from a new session; the order id and the create-order + pay time. */
export async function checkout(apiUrl, n) {
  const base = { ...JSON_HEADERS, ...clientAddressHeaders(shopperAddress(n)) };
  const added = await call('add to cart', `${apiUrl}/carts/my/items`, { method: 'POST', headers: base, body: ADD });
  const cookie = added.res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0];
  if (!cookie) throw new CallFailure('add to cart', 'no cookie', '', added.ms);
  const headers = { ...base, cookie };
  const order = await call('create order', `${apiUrl}/orders`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: ORDER,
  });
  const orderId = JSON.parse(order.text).result.id;
  const token = await call('card token', `${apiUrl}/sandbox/card/tokens`, { method: 'POST', headers, body: CARD });
  const paymentToken = JSON.parse(token.text).result.token;
  let paid;
  try {
    paid = await pay(apiUrl, headers, orderId, paymentToken);
  } catch (error) {
    throw Object.assign(error, { orderId, headers });
  }
  const status = JSON.parse(paid.text).result?.paymentStatus;
  if (status !== 'succeeded') throw new CallFailure('pay', `paymentStatus ${status}`, paid.text, paid.ms);
  return { orderId, ms: order.ms + paid.ms, headers };
}

/**
 * Runs `connections` checkout loops until `stop()` (or for `seconds`), pacing to `rate` checkouts/s when given.
 * `completed` (order id, time, ms), `failures` (CallFailure fields + time) are filled as it goes.
 */
export function runLoad(apiUrl, { connections = 4, rate = 0, counter = { next: 0 } } = {}) {
  const completed = [];
  const failures = [];
  let stopped = false;
  const interval = rate > 0 ? (1000 * connections) / rate : 0;
  const loop = async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const done = await checkout(apiUrl, (counter.next += 1));
        completed.push({ orderId: done.orderId, at: Date.now(), ms: done.ms });
      } catch (error) {
        failures.push({
          at: Date.now(),
          step: error.step ?? 'unknown',
          status: error.status ?? 'error',
          body: error.body ?? String(error),
          ms: error.ms ?? 0,
        });
        await new Promise((r) => setTimeout(r, 50));
      }
      const rest = interval - (performance.now() - started);
      if (rest > 0 && !stopped) await new Promise((r) => setTimeout(r, rest));
    }
  };
  const done = Promise.all(Array.from({ length: connections }, loop));
  return {
    completed,
    failures,
    stop: async () => {
      stopped = true;
      await done;
      return { completed, failures };
    },
  };
}

/** Failed calls grouped "step status" → count, for a summary line. */
export function failureKinds(failures) {
  const kinds = {};
  for (const f of failures) kinds[`${f.step} ${f.status}`] = (kinds[`${f.step} ${f.status}`] ?? 0) + 1;
  return kinds;
}
