import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS, BRAND_KEYS, type BrandKey } from '@store/core/brands';
import { isAccountPage, pageTypeForPath } from '@store/core/pages';
import { brandContent } from '../src/lib/content/load-content';
import { rawRequest } from './support/raw-http';

/**
 * Walk: every page on every brand that sells (and the pages the discontinued brand keeps) answers 200 with a title, a meta description, an
 * x-default alternate and its page type, and the brand sitemap lists every indexable one. HTTP only (no browser).
 */
const CONTENT_DIR = path.join(import.meta.dirname, '../content');

/** Pages that are routes (not content files) on every brand that sells. */
const ROUTE_PATHS = [
  '/',
  '/mattresses',
  '/bed-frames',
  '/bedding',
  '/mattress-bundles',
  '/furniture',
  '/kids',
  '/reviews',
  '/reviews/video-testimonials',
  '/login',
  '/sale',
  '/store/store-locator',
  '/compare',
  '/compare-best-mattresses',
  '/p/compare',
  '/p/mattress-finder-quiz',
];
/** Category pages are in the sitemap only when the brand has products in them (core sitemapPaths). */
const LISTED_WHEN_STOCKED = ['/bed-frames', '/bedding', '/mattress-bundles', '/furniture', '/kids'];
/** Content paths a brand may leave out by front matter (Canadian: no FSA/HSA, no Cloverlane). */
const OPTIONAL_CONTENT = ['/fsa-hsa-mattress-and-eligible-products', '/cloverlane'];

/** A brand that sells walks every page; the discontinued one only the content pages it keeps (support, returns ...). */
function pathsOf(key: BrandKey): string[] {
  const content = [...brandContent(BRANDS[key], CONTENT_DIR).keys()];
  return BRANDS[key].status === 'active' ? [...ROUTE_PATHS, ...content] : content;
}

const sitemaps = new Map<BrandKey, Promise<string>>();
function sitemapOf(brand: BrandKey): Promise<string> {
  if (!sitemaps.has(brand))
    sitemaps.set(
      brand,
      rawRequest({ brand, path: '/sitemap.xml' }).then((r) => r.body),
    );
  return sitemaps.get(brand)!;
}

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

describe('pages walk', () => {
  it.each(BRAND_KEYS.flatMap((key) => pathsOf(key).map((p) => [key, p] as const)))('%s %s', async (brand, pagePath) => {
    const res = await rawRequest({ brand, path: pagePath });
    expect(res.status).toBe(200);
    const html = res.body;
    expect(attribute(html, /<title>([^<]+)<\/title>/)?.trim()).toBeTruthy();
    expect(attribute(html, /<meta name="description" content="([^"]{20,})"/)).toBeTruthy();
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]+"/i);
    expect(attribute(html, /<main[^>]* data-page-type="([A-Za-z]+)"/)).toBe(pageTypeForPath(pagePath));
    if (isAccountPage(pagePath) || LISTED_WHEN_STOCKED.includes(pagePath)) return;
    expect(await sitemapOf(brand)).toMatch(new RegExp(`<loc>http://${brand}\\.localhost:\\d+${pagePath}</loc>`));
  });

  it.each(BRAND_KEYS.flatMap((key) => OPTIONAL_CONTENT.map((p) => [key, p] as const)))(
    '%s %s: a page a brand leaves out is a 404 and not in its sitemap',
    async (brand, pagePath) => {
      if (brandContent(BRANDS[brand], CONTENT_DIR).has(pagePath)) return;
      expect((await rawRequest({ brand, path: pagePath })).status).toBe(404);
      expect(await sitemapOf(brand)).not.toContain(`${pagePath}</loc>`);
    },
  );
});
