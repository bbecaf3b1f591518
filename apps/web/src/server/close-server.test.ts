import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeServer } from './close-server';

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

/** Listens on a port the system picks and answers it. */
async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('closeServer (the storefront server on SIGTERM)', () => {
  it('lets a slow request in flight finish, refuses new connections and closes kept-alive sockets', async () => {
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    const server = createServer((req, res) => {
      if (req.url === '/slow') {
        entered();
        setTimeout(() => res.end('done'), 400);
      } else res.end('ok');
    });
    const port = await listen(server);
    const keepAlive = new Agent({ keepAlive: true });
    expect((await get(port, '/fast', keepAlive)).status).toBe(200);
    const slow = get(port, '/slow', keepAlive);
    await inFlight;
    const started = Date.now();
    const closed = closeServer(server, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(get(port, '/fast')).rejects.toThrow(/ECONNREFUSED/);
    expect(await slow).toEqual({ status: 200, body: 'done' });
    expect(await closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    keepAlive.destroy();
  });

  it('cuts the connections and answers false when a request outlives the bound', async () => {
    const server = createServer(() => undefined); // never answers
    const port = await listen(server);
    const hung = get(port, '/hang').catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await closeServer(server, 200)).toBe(false);
    expect(await hung).toMatch(/socket hang up|ECONNRESET/);
  });
});
