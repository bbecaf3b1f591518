import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerDyFlags } from '../../../../lib/experiments/dy-flags-handler';
import { newVisitorId, signVisitorId } from '../../../../lib/experiments/visitor-cookie';
import { DEV_EXPERIMENT_COOKIE_SECRET } from '../../../../lib/env';
import { readChannels } from '../../../../lib/channels/served-channels';
import { POST } from './route';

const HOST = 'nestwood.localhost:3000';
const sameOrigin = { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json' };
const body = { experiments: ['recommendation-strategy', 'home-hero'], pathname: '/mattress', isMobile: false };

function request(payload: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://${HOST}/api/dynamic-yield/flags`, {
    method: 'POST',
    headers: { ...sameOrigin, ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

const strategyIds = async (response: Response) =>
  ((await response.json()) as { DY_STRATEGIES: Array<{ strategyID: string }> }).DY_STRATEGIES.map((s) => s.strategyID);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/dynamic-yield/flags: the local registry (no DYNAMIC_YIELD_URL)', () => {
  it('a visitor without cookies gets the brand’s default strategy for each name, url = pathname', async () => {
    const response = await POST(request(body));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      DY_STRATEGIES: [
        { name: 'recommendation-strategy', url: '/mattress', strategyID: 'nw-dev-desktop' },
        { name: 'home-hero', url: '/mattress', strategyID: 'nw-dev-desktop' },
      ],
    });
  });

  it('isMobile (width < 768) answers the mobile default', async () => {
    expect(await strategyIds(await POST(request({ ...body, isMobile: true })))).toEqual(['nw-dev-mobile', 'nw-dev-mobile']);
  });

  it('the brand is the host’s', async () => {
    const response = await POST(request(body, { host: 'plume.localhost:3000', origin: 'http://plume.localhost:3000' }));
    expect(await strategyIds(response)).toEqual(['pl-dev-desktop', 'pl-dev-desktop']);
  });

  it.each([
    ['co-purchase', 'nw-co-purchase'],
    ['popular', 'nw-popular'],
  ])('the visitor’s variant %s answers its strategy %s (other names: the default)', async (variant, strategy) => {
    const response = await POST(request(body, { cookie: `exp=recommendation-strategy%3A${variant}` }));
    expect(await strategyIds(response)).toEqual([strategy, 'nw-dev-desktop']);
  });

  it('a signed vid is sticky: the same visitor gets the same strategy every time', async () => {
    const vid = await signVisitorId(newVisitorId(), DEV_EXPERIMENT_COOKIE_SECRET);
    const first = await strategyIds(await POST(request(body, { cookie: `vid=${vid}` })));
    expect(['nw-co-purchase', 'nw-popular']).toContain(first[0]);
    for (let i = 0; i < 3; i += 1) expect(await strategyIds(await POST(request(body, { cookie: `vid=${vid}` })))).toEqual(first);
  });

  it('a forged vid counts as no visitor: the defaults', async () => {
    const forged = `${newVisitorId()}.${'A'.repeat(43)}`;
    expect(await strategyIds(await POST(request(body, { cookie: `vid=${forged}` })))).toEqual([
      'nw-dev-desktop',
      'nw-dev-desktop',
    ]);
  });
});

describe('POST /api/dynamic-yield/flags: bad requests change nothing', () => {
  it.each([
    ['not JSON', '{', /must be JSON/],
    ['more than 20 experiments', { ...body, experiments: Array.from({ length: 21 }, (_, i) => `e${i}`) }, /experiments/],
    ['a pathname over 200 characters', { ...body, pathname: `/${'a'.repeat(200)}` }, /pathname/],
    ['isMobile not a boolean', { ...body, isMobile: 'yes' }, /isMobile/],
    ['missing experiments', { pathname: '/', isMobile: false }, /experiments/],
    ['an unknown key', { ...body, strategy: 'x' }, /strategy/],
    ['an oversized body', 'x'.repeat(9000), /too large/],
  ])('%s: 400 with a clear message', async (_case, payload, message) => {
    const response = await POST(request(payload));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
  });

  it.each<[string, Record<string, string>]>([
    ['another site', { origin: 'https://evil.example' }],
    ['a sibling brand host', { origin: 'http://plume.localhost:3000' }],
    ['an opaque origin (sandboxed frame)', { origin: 'null' }],
    ['a malformed origin', { origin: 'http://[' }],
    ['Sec-Fetch-Site cross-site with a forged Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
  ])('a request from %s: 403, nothing read', async (_case, headers) => {
    const response = await POST(request(body, headers));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
  });

  it('a request with neither Origin nor Sec-Fetch-Site (not from a page of the store): 403', async () => {
    const bare = new Request(`http://${HOST}/api/dynamic-yield/flags`, {
      method: 'POST',
      headers: { host: HOST, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect((await POST(bare)).status).toBe(403);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'content type %j: 415 with a clear message',
    async (contentType) => {
      const response = await POST(request(body, { 'content-type': contentType }));
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ message: 'Send the body as application/json' });
    },
  );

  it('application/json with a charset is read', async () => {
    expect((await POST(request(body, { 'content-type': 'application/json; charset=utf-8' }))).status).toBe(200);
  });

  it.each<[string, BodyInit]>([
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
    ['a JSON string', '"x"'],
    ['a number out of range', '1e999'],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
    ['a __proto__ key', '{"experiments":[],"pathname":"/","isMobile":false,"__proto__":{"polluted":true}}'],
    ['an experiment name with odd bytes', JSON.stringify({ ...body, experiments: ['a\u0000b'] })],
  ])('%s: 400, and nothing polluted', async (_case, payload) => {
    const response = await POST(
      new Request(`http://${HOST}/api/dynamic-yield/flags`, { method: 'POST', headers: sameOrigin, body: payload }),
    );
    expect(response.status).toBe(400);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('a 1 MB body without a declared length is cut at 8 KB: 400, quickly', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 16) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const started = performance.now();
    const response = await POST(
      new Request(`http://${HOST}/api/dynamic-yield/flags`, {
        method: 'POST',
        headers: sameOrigin,
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(400);
    expect(sent).toBeLessThan(16);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('POST /api/dynamic-yield/flags with a dynamic-yield service (DYNAMIC_YIELD_URL)', () => {
  let server: Server;
  let base = '';
  let behaviour: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
  const received: unknown[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        received.push(JSON.parse(raw || 'null'));
        behaviour(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const config = () => ({
    channels: readChannels({ channelsFile: null, defaultBrand: 'nestwood', siteOriginTemplate: 'http://{brand}.localhost:3000' }),
    dynamicYieldUrl: `${base}/flags`,
    dyEnvironment: 'production' as const,
    timeoutMs: 300,
  });

  it('asks the service (brand, environment, the verified visitor id) and answers its strategies', async () => {
    received.length = 0;
    behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ DY_STRATEGIES: [{ name: 'home-hero', url: '/mattress', strategyID: 'svc-42' }] }));
    };
    const id = newVisitorId();
    const vid = await signVisitorId(id, DEV_EXPERIMENT_COOKIE_SECRET);
    const response = await answerDyFlags(request(body, { cookie: `vid=${vid}` }), config());
    expect(await strategyIds(response)).toEqual(['nw-prod-desktop', 'svc-42']);
    expect(received[0]).toMatchObject({ ...body, brand: 'nestwood', environment: 'production', visitorId: id });
  });

  it.each([
    [
      'an HTTP 500',
      (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(500);
        res.end('boom');
      },
      /HTTP error! status: 500/,
    ],
    [
      'an answer of the wrong shape',
      (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"strategies":[]}');
      },
      /not \{ DY_STRATEGIES/,
    ],
    ['a timeout', () => undefined, /timed out/],
  ])('%s: a warning, then the brand’s defaults (never a 5xx)', async (_case, handler, warning) => {
    behaviour = handler;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = Date.now();
    const response = await answerDyFlags(request({ ...body, isMobile: true }), config());
    expect(response.status).toBe(200);
    expect(await strategyIds(response)).toEqual(['nw-prod-mobile', 'nw-prod-mobile']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(warning));
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('disableDynamicYield on: the defaults, and the service is never asked', async () => {
    received.length = 0;
    behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ DY_STRATEGIES: [{ name: 'home-hero', url: '/', strategyID: 'svc-1' }] }));
    };
    const response = await answerDyFlags(
      request(body, { cookie: 'exp=dynamic-yield%3Aoff%2Crecommendation-strategy%3Apopular' }),
      config(),
    );
    expect(await strategyIds(response)).toEqual(['nw-prod-desktop', 'nw-prod-desktop']);
    expect(received).toEqual([]);
  });
});
