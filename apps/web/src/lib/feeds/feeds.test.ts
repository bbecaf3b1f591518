import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS, type BrandKey } from '@store/core/brands';
import { feedItems, type FeedItem, type FeedProduct } from '@store/core/feeds/feed-items';
import { productSchema } from '@store/core/product';
import { feedPhotoImage } from './brand-feed';
import { googleFeedXml } from './google-feed-xml';
import { metaFeedCsv } from './meta-feed-csv';

const DEMO = path.resolve(import.meta.dirname, '../../../../../demo');
const NOW = new Date('2026-11-27T12:00:00Z');

/** The demo store's products of a brand, as the API serves them (its catalogue file's products section). */
function demoProducts(brand: BrandKey): FeedProduct[] {
  const file = JSON.parse(readFileSync(path.join(DEMO, brand, 'catalog.json'), 'utf8')) as { products: unknown[] };
  return file.products.map((p) => productSchema.parse(p));
}

const originOf = (brand: BrandKey) => `https://${brand}.example`;
const itemsOf = (brand: BrandKey, products = demoProducts(brand)) =>
  feedItems({ brand: BRANDS[brand], products, origin: originOf(brand), now: NOW, photoImage: feedPhotoImage });

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === 'item',
});
type GoogleItem = Record<string, unknown>;

function parseGoogle(xml: string): { channel: Record<string, unknown>; items: GoogleItem[] } {
  const doc = xmlParser.parse(xml, true) as {
    rss: { '@_version': string; '@_xmlns:g': string; channel: Record<string, unknown> };
  };
  expect(doc.rss['@_version']).toBe('2.0');
  expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  return { channel: doc.rss.channel, items: (doc.rss.channel.item as GoogleItem[] | undefined) ?? [] };
}

const parseMeta = (csv: string) => parseCsv(csv, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;

const PRICE = /^\d+\.\d{2} (USD|CAD)$/;
const GOOGLE_REQUIRED = [
  'g:id',
  'g:title',
  'g:description',
  'g:link',
  'g:image_link',
  'g:availability',
  'g:price',
  'g:brand',
  'g:condition',
];
const META_REQUIRED = ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand'];

/** Google's required fields and their forms, for one parsed item. */
function checkGoogleItem(item: GoogleItem, origin: string, currency: string): void {
  for (const field of GOOGLE_REQUIRED) expect(String(item[field] ?? '').length, field).toBeGreaterThan(0);
  expect(String(item['g:title']).length).toBeLessThanOrEqual(150);
  expect(String(item['g:description']).length).toBeLessThanOrEqual(5000);
  expect(String(item['g:link']).startsWith(`${origin}/`)).toBe(true);
  expect(String(item['g:image_link'])).toMatch(/^https?:\/\//);
  expect(['in_stock', 'out_of_stock', 'backorder']).toContain(item['g:availability']);
  if (item['g:availability'] === 'backorder') expect(item['g:availability_date']).toMatch(/^\d{4}-\d{2}-\d{2}T00:00Z$/);
  expect(item['g:price']).toMatch(PRICE);
  expect(String(item['g:price']).endsWith(currency)).toBe(true);
  if (item['g:sale_price'] !== undefined) expect(item['g:sale_price']).toMatch(PRICE);
  expect(item['g:condition']).toBe('new');
  expect(item['g:mpn'] !== undefined || item['g:gtin'] !== undefined || item['g:identifier_exists'] === 'no').toBe(true);
  expect(item['g:item_group_id']).toBeTruthy();
  expect(item['g:shipping']).toMatchObject({
    'g:country': expect.stringMatching(/^(US|CA)$/),
    'g:price': expect.stringMatching(PRICE),
  });
}

function checkMetaRow(row: Record<string, string>, origin: string, currency: string): void {
  for (const field of META_REQUIRED) expect(row[field]?.length ?? 0, field).toBeGreaterThan(0);
  expect(['in stock', 'out of stock', 'available for order']).toContain(row.availability);
  expect(row.condition).toBe('new');
  expect(row.price).toMatch(PRICE);
  expect(row.price!.endsWith(currency)).toBe(true);
  if (row.sale_price !== '') expect(row.sale_price).toMatch(PRICE);
  expect(row.link!.startsWith(`${origin}/`)).toBe(true);
  expect(row.image_link).toMatch(/^https?:\/\//);
  expect(row.item_group_id).toBeTruthy();
  expect(row.shipping).toMatch(/^(US|CA)::[^:]+:\d+\.\d{2} (USD|CAD)$/);
}

describe.each(BRAND_KEYS)('the feeds of %s (demo store)', (brand) => {
  const items = itemsOf(brand);
  const { currency } = BRANDS[brand];

  it('list every variant once, with ids unique (a discontinued brand’s inactive catalogue: none)', () => {
    if (BRANDS[brand].status === 'active') expect(items.length).toBeGreaterThan(0);
    else expect(items.every((i) => i.availability === 'out of stock')).toBe(true);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it('Google: every item has the required fields in their forms', () => {
    const xml = googleFeedXml({ title: BRANDS[brand].name, link: originOf(brand), description: BRANDS[brand].tagline }, items);
    const { channel, items: parsed } = parseGoogle(xml);
    expect(channel).toMatchObject({ title: BRANDS[brand].name, link: originOf(brand) });
    expect(parsed).toHaveLength(items.length);
    for (const item of parsed) checkGoogleItem(item, originOf(brand), currency);
  });

  it('Meta: every row has the required columns in their forms', () => {
    const rows = parseMeta(metaFeedCsv(items));
    expect(rows).toHaveLength(items.length);
    for (const row of rows) checkMetaRow(row, originOf(brand), currency);
  });
});

describe('odd text in the catalogue', () => {
  const odd = (): FeedProduct[] => {
    const [product] = demoProducts('plume');
    return [
      {
        ...product!,
        title: 'Tom & Jerry\'s "Cloud" <Mattress>, 50% off; a\r\nnew line\u0000\u0008 ünïcödé 寝具 😴 ]]> &amp; &#38; &lt;',
        content: { ...product!.content, summary: 'He said: "soft, cool & firm",\nthen left.\t<script>alert(1)</script>' },
      },
    ];
  };
  const items: FeedItem[] = itemsOf('plume', odd());
  const title = `Tom & Jerry's "Cloud" <Mattress>, 50% off; a new line ünïcödé 寝具 😴 ]]> &amp; &#38; &lt;`;

  it('Google: the XML parses and gives the text back exactly', () => {
    const xml = googleFeedXml({ title: 'A & B <C>', link: 'https://plume.example', description: '"q" \u0001' }, items);
    // eslint-disable-next-line no-control-regex -- the characters the feed must never carry
    expect(xml).not.toMatch(/[\u0000-\u0008]/);
    expect(xml).toContain('&lt;script&gt;');
    // Entity-like text is text: escaped again, never passed through as markup.
    expect(xml).toContain(']]&gt; &amp;amp; &amp;#38; &amp;lt;');
    const { channel, items: parsed } = parseGoogle(xml);
    expect(channel.title).toBe('A & B <C>');
    expect(String(parsed[0]!['g:title'])).toContain(title);
    expect(parsed[0]!['g:description']).toBe('He said: "soft, cool & firm", then left. <script>alert(1)</script>');
    for (const item of parsed) checkGoogleItem(item, 'https://plume.example', BRANDS.plume.currency);
  });

  it('Meta: the CSV parses into the same columns and gives the text back exactly', () => {
    const csv = metaFeedCsv(items);
    const rows = parseMeta(csv);
    expect(rows).toHaveLength(items.length);
    expect(rows[0]!.title!.startsWith(title)).toBe(true);
    expect(rows[0]!.description).toBe('He said: "soft, cool & firm", then left. <script>alert(1)</script>');
    expect(csv.split('\n')[0]).toBe(
      'id,title,description,availability,condition,price,sale_price,link,image_link,brand,mpn,item_group_id,shipping,product_type,size,color',
    );
    for (const row of rows) checkMetaRow(row, 'https://plume.example', BRANDS.plume.currency);
  });

  it('an empty catalogue is a valid, empty feed in both formats', () => {
    expect(parseGoogle(googleFeedXml({ title: 'X', link: 'https://x.example', description: '' }, [])).items).toEqual([]);
    expect(metaFeedCsv([])).toBe(
      'id,title,description,availability,condition,price,sale_price,link,image_link,brand,mpn,item_group_id,shipping,product_type,size,color\n',
    );
  });
});

describe('feedPhotoImage', () => {
  it.each([
    [2400, '/media/photos/nestwood/p1/h/1600.jpg'],
    [1000, '/media/photos/nestwood/p1/h/1200.jpg'],
    [300, '/media/photos/nestwood/p1/h/400.jpg'],
  ])('a photo %i px wide links its largest JPEG', (width, expected) => {
    expect(feedPhotoImage({ color: null, width, src: '/media/photos/nestwood/p1/h' })).toBe(expected);
  });
});
