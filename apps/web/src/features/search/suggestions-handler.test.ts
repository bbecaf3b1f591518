import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readChannels } from '../../lib/channels/served-channels';
import { routeRequest } from '../../lib/routing/route-request';
import { answerSearchSuggestions } from './suggestions-handler';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content');
const channels = readChannels({
  channelsFile: null,
  defaultBrand: 'nestwood',
  siteOriginTemplate: 'http://{brand}.localhost:3000',
});
const proof = { 'x-client-address': '203.0.113.9', 'x-client-address-signature': `t=1767225600,v1=${'b'.repeat(64)}` };

const ask = (query: string, headers: Record<string, string> = { host: 'nestwood.localhost:3000', ...proof }) =>
  answerSearchSuggestions(new Request(`http://nestwood.localhost:3000/api/search-suggestions${query}`, { headers }), {
    channels,
    contentDir,
  });

const apiAnswer = {
  query: 'king',
  products: [{ id: 'mattress', title: 'Nestwood Classic Hybrid Mattress', url: '/mattress' }],
  categories: [{ title: 'King Size Mattresses', url: '/king-size-mattresses' }],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GET /api/search-suggestions (the header search box as the shopper types)', () => {
  it('is the storefront’s own handler: not proxied to the API, no brand rewrite', () => {
    expect(
      routeRequest('/api/search-suggestions', 'nestwood.localhost', {
        channels,
        apiUrl: 'http://api',
        paymentsMode: 'sandbox',
      }),
    ).toEqual({
      type: 'pass',
    });
  });

  it("asks the API for the host's brand with the shopper's address proof; products, then its pages", async () => {
    const fetchMock = vi.fn(async () => Response.json({ status: 'ok', result: apiAnswer }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await ask('?q=king');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      result: {
        query: 'king',
        products: [{ title: 'Nestwood Classic Hybrid Mattress', url: '/mattress' }],
        pages: [{ title: 'King Size Mattresses', url: '/king-size-mattresses' }],
      },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/search\/suggestions\?q=king$/);
    expect(init.headers).toMatchObject({ 'x-brand': 'nestwood', ...proof });
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
  });

  it('adds the brand’s content pages after the API’s pages ("returns": the returns page)', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ status: 'ok', result: { query: 'returns', products: [], categories: [] } }),
    );
    const { result } = await (await ask('?q=returns')).json();
    expect(result.pages[0]).toEqual({ title: 'Returns, trial and warranty', url: '/p/returns' });
  });

  it('the API unreachable: the content pages alone, still a 200', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const response = await ask('?q=shipping');
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result.products).toEqual([]);
    expect(result.pages).toContainEqual({ title: 'Shipping and delivery', url: '/p/shipping' });
  });

  it('passes the API’s per-address limit on (429, its message)', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { status: 'error', code: 'RATE_LIMITED', message: 'Too many searches, please try again later' },
        { status: 429 },
      ),
    );
    const response = await ask('?q=king');
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      status: 'error',
      code: 'RATE_LIMITED',
      message: 'Too many searches, please try again later',
    });
  });

  it.each<[string, string, string]>([
    ['no q', '', 'Enter something to search for'],
    ['empty', '?q=', 'Enter something to search for'],
    ['one character', '?q=k', 'Search text must be at least 2 characters'],
    ['very long', `?q=${'a'.repeat(5000)}`, 'Search text must be at most 100 characters'],
    ['a control character', '?q=ki%00ng', 'Search text must not contain control characters'],
    ['two q', '?q=ki&q=ng', 'Search text must be given once'],
  ])('%s: a 400 with the message, the API not asked', async (_name, query, message) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const response = await ask(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('odd bytes are text, not a 5xx', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ status: 'ok', result: { query: '', products: [], categories: [] } }));
    expect((await ask('?q=%FF%FE%C3')).status).toBeLessThan(500);
  });
});
