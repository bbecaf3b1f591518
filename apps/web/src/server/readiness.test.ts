import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerReadiness } from './readiness';

const state = { draining: false };
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (answerReadiness(req, res, state.draining)) return;
    res.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('GET /ready on the storefront server (graceful shutdown behind a balancer)', () => {
  it.each<[string, boolean, string, number, string]>([
    ['taking traffic', false, '/ready', 200, 'ready\n'],
    ['taking traffic, with a query', false, '/ready?check=1', 200, 'ready\n'],
    ['told to stop (SIGTERM)', true, '/ready', 503, 'draining\n'],
    ['a page while draining is still served', true, '/mattress', 200, 'page'],
    ['a longer path is a page', false, '/ready-made', 200, 'page'],
  ])('%s: %s', async (_name, draining, path, status, body) => {
    state.draining = draining;
    const res = await fetch(`${base}${path}`);
    expect([res.status, await res.text()]).toEqual([status, body]);
    if (path.startsWith('/ready?') || path === '/ready') {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('POST /ready is not the health check (Next.js answers it)', async () => {
    state.draining = true;
    const res = await fetch(`${base}/ready`, { method: 'POST' });
    expect([res.status, await res.text()]).toEqual([200, 'page']);
  });
});
