import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStores } from '../src/stores/memory';
import type { Stores } from '../src/stores';
import { createTestApp, type TestApp } from './support/test-app';

/** A Redis-backed store whose server has stopped: PING fails. */
function stoppedRedis(): Stores {
  return { ...memoryStores(), kind: 'redis', ping: () => Promise.reject(new Error('connect ECONNREFUSED')) };
}

let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog', brands: ['nestwood'] });
  // A second app in the same process: each has its own metrics registry (no "already registered" clash).
  other = await createTestApp({ stores: stoppedRedis() });
});
afterAll(async () => {
  await t.close();
  await other.close();
});

describe('operations: /health, /ready and /metrics', () => {
  it('GET /health is liveness: the process answers, asking nothing of the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: { process: 'up' } });
  });

  it('GET /ready answers 200 when the database answers and every shipped migration is applied (no Redis in use)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: { database: 'up', redis: 'not used', migrations: 'current' } });
  });

  it('GET /ready stays 200 when the Redis in use does not answer, and says so (the store keeps selling)', async () => {
    const res = await other.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: { database: 'up', redis: 'down', migrations: 'current' } });
  });

  it('GET /ready answers 503 naming draining once the process was told to stop, while other calls are still served', async () => {
    let draining = false;
    const stopping = await createTestApp({ draining: () => draining });
    try {
      expect((await stopping.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      draining = true;
      const res = await stopping.app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'NOT_READY', message: 'Not ready: draining', result: { database: 'up' } });
      expect((await stopping.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await stopping.close();
    }
  });

  it('GET /metrics has the latency histogram by route and status, the job queue depth and payment outcomes', async () => {
    await t.app.inject({ method: 'GET', url: '/products?names=mattress', headers: { 'x-brand': 'nestwood' } });
    await t.app.inject({ method: 'GET', url: '/products/no-such-product', headers: { 'x-brand': 'nestwood' } });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/products",status_code="200"\}/,
    );
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/products\/:id",status_code="404"\} 1/);
    expect(res.body).toContain('store_jobs_queue_depth{status="queued"}');
    expect(res.body).toContain('# TYPE store_payment_outcomes_last_hour gauge');
    // The operators' own calls are not timed.
    expect(res.body).not.toContain('route="/health"');
    expect(res.body).not.toContain('route="/metrics"');
  });

  it.each([
    ['a well-formed id from the storefront is kept', 'web-3f2c9a1e-77aa', 'web-3f2c9a1e-77aa'],
    ['a too-short id is replaced', 'abc', null],
    ['an id with a newline or spaces is replaced', 'abcdefgh\r\nlevel: fatal', null],
    ['an oversized id is replaced', 'a'.repeat(65), null],
  ])('x-request-id: %s, on answers and on errors', async (_label, sent, kept) => {
    for (const url of ['/health', '/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': sent } });
      const id = res.headers['x-request-id'];
      if (kept === null) expect(id).toMatch(/^[0-9a-f-]{36}$/);
      else expect(id).toBe(kept);
    }
  });
});
