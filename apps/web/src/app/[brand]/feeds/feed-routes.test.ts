import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as googleFeed } from './google.xml/route';
import { GET as metaFeed } from './meta.csv/route';

const DEMO = path.resolve(import.meta.dirname, '../../../../../../demo');
const plumeProducts = (JSON.parse(readFileSync(path.join(DEMO, 'plume', 'catalog.json'), 'utf8')) as { products: unknown[] })
  .products;

const call = (handler: typeof googleFeed, brand: string, file: string) =>
  handler(new Request(`http://${brand}.localhost:3000/feeds/${file}`), { params: Promise.resolve({ brand }) });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GET /feeds/google.xml and /feeds/meta.csv', () => {
  it('reads the products under the brand’s cache tag and answers RSS with the g: fields', async () => {
    const fetchMock = vi.fn(async () => Response.json({ status: 'ok', result: plumeProducts }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await call(googleFeed, 'plume', 'google.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit & { next: { tags: string[] } }];
    expect(url).toMatch(/\/products$/);
    expect(init.headers).toMatchObject({ 'x-brand': 'plume' });
    // The tag announceCatalogChange expires: a catalogue change renews the feed.
    expect(init.next.tags).toContain('brand:plume');
    const doc = new XMLParser({ isArray: (name) => name === 'item' }).parse(await response.text()) as {
      rss: { channel: { title: string; item: Array<Record<string, unknown>> } };
    };
    expect(doc.rss.channel.title).toBe('Plume');
    expect(doc.rss.channel.item.length).toBeGreaterThan(0);
    expect(doc.rss.channel.item[0]).toHaveProperty('g:id');
  });

  it('answers the Meta catalogue as CSV', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ status: 'ok', result: plumeProducts }));
    const response = await call(metaFeed, 'plume', 'meta.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(await response.text(), { columns: true }) as Array<Record<string, string>>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ brand: 'Plume', condition: 'new' });
  });

  it.each([
    [googleFeed, 'google.xml'],
    [metaFeed, 'meta.csv'],
  ])('a path segment that is no brand is a 404 (%#)', async (handler, file) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect((await call(handler, 'nobrand', file)).status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [googleFeed, 'google.xml'],
    [metaFeed, 'meta.csv'],
  ])('an unreachable API is a 503 to retry, never an empty feed (%#)', async (handler, file) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const response = await call(handler, 'plume', file);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('300');
  });
});
