import { randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from './compress-answers';

// A page shaped like the store's: 40 KB of markup, 60 KB of other text, then the same 40 KB again (as the flight data
// repeats the page's markup and inline texts). Random hex, so only the repeat can be compressed away, not the text.
const STYLESHEET = randomBytes(20_000).toString('hex');
const PAGE = `<style>${STYLESHEET}</style>${randomBytes(30_000).toString('hex')}<script>${STYLESHEET}</script>`;
const FIRST_PART = '<!DOCTYPE html><html><body><p>The shell, sent before the slow part</p>';
const LAST_PART = '<p>The slow part</p></body></html>';

let server: Server;
let port = 0;
/** Resolved by the streaming test once its client has decoded the first part. */
let releaseLastPart: () => void = () => undefined;

beforeAll(async () => {
  const compress = compressAnswers();
  const routes: Record<string, (res: ServerResponse) => void> = {
    '/page': (res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(PAGE);
    },
    // As Next.js streams a page: the shell, a flush, then the rest when a Suspense boundary resolves.
    '/streamed': (res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(FIRST_PART);
      (res as ServerResponse & { flush(): void }).flush();
      new Promise<void>((resolve) => (releaseLastPart = resolve)).then(
        () => res.end(LAST_PART),
        () => undefined,
      );
    },
    // An answer that comes encoded already (an upstream's, through the API proxy) is passed on as it is.
    '/encoded': (res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Content-Encoding', 'br');
      res.end(Buffer.from('already encoded'));
    },
  };
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    compress(req, res, () => routes[req.url ?? '']?.(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request (fetch would decompress and hide the encoding). */
function get(pathname: string, acceptEncoding: string): Promise<{ headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('answers compressed as they are written', () => {
  it('a browser that accepts Brotli gets the page in Brotli, the repeated stylesheet compressed away', async () => {
    const brotli = await get('/page', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(PAGE);
    const gzip = await get('/page', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    // Random hex codes to about half its length: 20 KB for each stylesheet copy, 30 KB for the markup between them.
    // gzip cannot reach the first copy from the second (its window is 32 KB) and codes both, about 70 KB; Brotli codes
    // the second as one reference, about 50 KB.
    expect(gzip.body.length).toBeGreaterThan(68_000);
    expect(brotli.body.length).toBeLessThan(58_000);
  });

  it('a client that accepts no compression gets the page as written', async () => {
    const plain = await get('/page', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('an answer encoded already is passed on unchanged', async () => {
    const encoded = await get('/encoded', 'gzip, br');
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.body.toString()).toBe('already encoded');
  });

  it('a streamed page still streams: the shell reaches the browser before the rest is written', async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/streamed', headers: { 'accept-encoding': 'br' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        let decoded = '';
        const decoder = res.pipe(createBrotliDecompress());
        decoder.on('data', (part: Buffer) => {
          decoded += part.toString();
          // The rest is written only once the shell arrived: without the flush this would wait forever.
          if (decoded === FIRST_PART) releaseLastPart();
        });
        decoder.on('end', () => resolve(decoded));
        decoder.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    expect(text).toBe(FIRST_PART + LAST_PART);
  });
});
