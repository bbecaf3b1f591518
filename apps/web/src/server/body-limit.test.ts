import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES, limitApiBody, refuseOversizedContinue } from './body-limit';

const TOO_LARGE = { status: 'error', code: 'BAD_REQUEST', message: 'Request body is too large' };
const MB = 1024 * 1024;

/**
 * The storefront server's order of work (src/server/main.ts): the body check, then the next handler, which here stands
 * for Next.js: it starts reading the body only later (after its own awaits) and answers with the byte count it read.
 */
function storefront(): { server: Server; handled: () => number } {
  let handled = 0;
  const next = (req: IncomingMessage, res: ServerResponse) => {
    handled += 1;
    setTimeout(() => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => res.end(JSON.stringify({ bytes })));
    }, 20);
  };
  const server = createServer((req, res) => void limitApiBody(req, res).then((goOn) => goOn && next(req, res)));
  server.on('checkContinue', (req, res) => {
    if (refuseOversizedContinue(req, res)) return;
    res.writeContinue();
    server.emit('request', req, res);
  });
  return { server, handled: () => handled };
}

let port = 0;
let site: ReturnType<typeof storefront>;
beforeAll(async () => {
  site = storefront();
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  port = (site.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => site.server.close(() => resolve())));

/** A body of `size` bytes sent in 64 KB chunks as a stream: no Content-Length, so it travels chunked. */
function chunked(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const length = Math.min(64 * 1024, size - sent);
      sent += length;
      controller.enqueue(new Uint8Array(length).fill(120));
    },
  });
}

async function post(path: string, body: Uint8Array | ReadableStream<Uint8Array>) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
}

describe('limitApiBody: a body over the API limit is a 413 from the storefront, before it reaches Next.js', () => {
  it.each([2 * MB, 5 * MB, 10 * MB])('a declared %i-byte body: 413 with the error envelope, every time', async (size) => {
    const before = site.handled();
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/carts/my/items', new Uint8Array(size));
      expect(res).toEqual({ status: 413, type: 'application/json; charset=utf-8', body: TOO_LARGE });
    }
    expect(site.handled()).toBe(before);
  });

  it.each([2 * MB, 10 * MB])('an undeclared (chunked) %i-byte body: counted while it streams, 413 every time', async (size) => {
    const before = site.handled();
    for (let i = 0; i < 5; i++) expect(await post('/api/reviews', chunked(size))).toMatchObject({ status: 413, body: TOO_LARGE });
    expect(site.handled()).toBe(before);
  });

  it('a body of exactly the limit goes on whole, declared or chunked; one byte more does not', async () => {
    expect(await post('/api/carts/my/items', new Uint8Array(API_BODY_LIMIT_BYTES))).toMatchObject({
      status: 200,
      body: { bytes: API_BODY_LIMIT_BYTES },
    });
    expect(await post('/api/carts/my/items', chunked(API_BODY_LIMIT_BYTES))).toMatchObject({
      status: 200,
      body: { bytes: API_BODY_LIMIT_BYTES },
    });
    expect((await post('/api/carts/my/items', new Uint8Array(API_BODY_LIMIT_BYTES + 1))).status).toBe(413);
    expect((await post('/api/carts/my/items', chunked(API_BODY_LIMIT_BYTES + 1))).status).toBe(413);
  });

  it('a small chunked body reaches the next handler unchanged, however late it starts reading', async () => {
    expect(await post('/api/attentive', chunked(10_000))).toMatchObject({ status: 200, body: { bytes: 10_000 } });
    expect(await post('/api/orders', new Uint8Array(0))).toMatchObject({ status: 200, body: { bytes: 0 } });
  });

  it('page paths are not the API: their bodies are left to Next.js', async () => {
    expect(await post('/mattress', new Uint8Array(2 * MB))).toMatchObject({ status: 200, body: { bytes: 2 * MB } });
  });

  it('Expect: 100-continue with a declared body over the limit: 413 at once, the body is never asked for', async () => {
    const answer = await new Promise<{ status: number; continued: boolean; body: string }>((resolve, reject) => {
      let continued = false;
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/carts/my/items',
          headers: { 'content-type': 'application/json', 'content-length': String(5 * MB), expect: '100-continue' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, continued, body }));
        },
      );
      req.on('continue', () => {
        continued = true;
        req.end(Buffer.alloc(5 * MB));
      });
      req.on('error', reject);
    });
    expect(answer).toEqual({ status: 413, continued: false, body: JSON.stringify(TOO_LARGE) });
  });
});
