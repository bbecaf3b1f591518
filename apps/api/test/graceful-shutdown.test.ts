import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeHttp, drainWithin } from '../src/shutdown/drain';

const quietLog = { warn: () => undefined, error: () => undefined };

/** GET on 127.0.0.1:port (each server listens on a port the system picks: port 0). */
function get(port: number, path: string, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

describe('graceful shutdown (drainWithin + closeHttp)', () => {
  it('lets a slow request in flight finish with its 200, refuses new connections, and closes idle keep-alive sockets', async () => {
    const app = Fastify();
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    app.get('/slow', async () => {
      entered();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    app.get('/fast', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    // An idle kept-alive socket (a balancer's pooled connection) must not hold the shutdown open.
    const keepAlive = new Agent({ keepAlive: true });
    expect((await get(port, '/fast', keepAlive)).status).toBe(200);
    const slow = get(port, '/slow');
    await inFlight;
    const started = Date.now();
    const drained = drainWithin(5_000, [['http', () => closeHttp(app)]], quietLog);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(get(port, '/fast')).rejects.toThrow(/ECONNREFUSED/);
    expect(await slow).toEqual({ status: 200, body: '{"done":true}' });
    expect(await drained).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    keepAlive.destroy();
  });

  it('gives up at its bound when a step never ends (exit 1), after running the steps before it', async () => {
    const ran: string[] = [];
    const errors: string[] = [];
    const started = Date.now();
    const drained = await drainWithin(
      200,
      [
        ['first', async () => ran.push('first')],
        ['stuck', () => new Promise(() => undefined)],
      ],
      { warn: () => undefined, error: (_data, message) => errors.push(message) },
    );
    expect(drained).toBe(false);
    expect(ran).toEqual(['first']);
    expect(errors).toEqual(['shutdown did not drain within its bound']);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('reports a failed step as not drained but still runs the later ones (the pools are closed)', async () => {
    const ran: string[] = [];
    const drained = await drainWithin(
      1_000,
      [
        ['worker', () => Promise.reject(new Error('boom'))],
        ['database', async () => ran.push('database')],
      ],
      quietLog,
    );
    expect(drained).toBe(false);
    expect(ran).toEqual(['database']);
  });

  it('names a slow step and its time, so a slow drain says what held it', async () => {
    const slow: unknown[] = [];
    const drained = await drainWithin(
      5_000,
      [
        ['quick', async () => undefined],
        ['worker', () => new Promise((resolve) => setTimeout(resolve, 150))],
      ],
      { warn: (data, message) => slow.push({ ...data, message }), error: () => undefined },
      100,
    );
    expect(drained).toBe(true);
    expect(slow).toEqual([{ step: 'worker', ms: expect.any(Number), message: 'shutdown step slow' }]);
  });
});
