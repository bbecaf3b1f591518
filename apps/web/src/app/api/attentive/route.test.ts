import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST } from './route';

const body = JSON.stringify({
  user: { email: 'ann@example.com', phone: '5551234567' },
  externalIdentifiers: { clientUserId: 'u1' },
});
const post = (headers: Record<string, string>, payload = body) =>
  POST(new Request('http://plume.localhost:3000/api/attentive', { method: 'POST', headers, body: payload }));

/** What the storefront server adds to every request (src/server/client-address-proof.ts). */
const proof = { 'x-client-address': '203.0.113.9', 'x-client-address-signature': `t=1767225600,v1=${'b'.repeat(64)}` };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('POST /api/attentive (internal messaging hand-off)', () => {
  it("forwards a same-origin body to the API with the host brand and the server's proof of the client address", async () => {
    const fetchMock = vi.fn(async () => Response.json({ status: 'ok', result: { subscribed: true } }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await post({
      host: 'plume.localhost:3000',
      origin: 'http://plume.localhost:3000',
      'x-forwarded-for': '203.0.113.9',
      ...proof,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', result: { subscribed: true } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/messaging\/subscriptions$/);
    expect(init.headers).toMatchObject({ 'x-brand': 'plume', ...proof });
    expect(init.headers).not.toHaveProperty('x-forwarded-for');
    expect(init.body).toBe(body);
  });

  it('forwards the shopper’s cookies, so the API takes the signed-in user id from the session', async () => {
    const fetchMock = vi.fn(async () => Response.json({ status: 'ok', result: { subscribed: true } }));
    vi.stubGlobal('fetch', fetchMock);
    await post({ host: 'plume.localhost:3000', origin: 'http://plume.localhost:3000', cookie: 'sid=abc; auth=xyz' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ cookie: 'sid=abc; auth=xyz' });
  });

  it('passes the API refusal through (status, envelope, Retry-After)', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { status: 'error', code: 'RATE_LIMITED', message: 'Too many requests, please try again later' },
        { status: 429, headers: { 'retry-after': '60' } },
      ),
    );
    const response = await post({ host: 'plume.localhost:3000', origin: 'http://plume.localhost:3000' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
  });

  it('refuses a cross-site request without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const response = await post({ host: 'plume.localhost:3000', origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an oversized body', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const response = await post({ host: 'plume.localhost:3000', origin: 'http://plume.localhost:3000' }, 'x'.repeat(5000));
    expect(response.status).toBe(400);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an oversized body sent without a length (chunked), without reading it all', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(120));
      },
    });
    const request = new Request('http://plume.localhost:3000/api/attentive', {
      method: 'POST',
      headers: { host: 'plume.localhost:3000', origin: 'http://plume.localhost:3000' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    const response = await POST(request);
    expect(response.status).toBe(400);
    expect(pulled).toBeLessThan(20);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
