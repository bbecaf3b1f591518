import { CATEGORY_GROUPS, CATEGORY_KEYS, SIZE_LANDING_PAGES } from '@store/core/pages';
import { sizeSlug } from '@store/core/filter-segment';
import type { Product } from '@store/core/product';
import { SIZE_KEYS, type SizeKey } from '@store/core/enums';
import { isSitemapPath } from '@store/core/sitemap';
import { allSelections } from '@store/core/variant';

function sizesOf(product: Product): string[] {
  return product.properties.find((p) => p.name === 'Size')?.options.map((o) => o.value) ?? [];
}

function isSizeKey(value: string | undefined): value is SizeKey {
  return value !== undefined && (SIZE_KEYS as readonly string[]).includes(value);
}

/** driftvale-style mattress pages: /mattress/{material}/{firmness}/{size} for every combination the product has. */
function variantPaths(product: Product): string[] {
  if (product.metadata.url !== '/mattress') return [];
  const props = ['Material', 'Firmness', 'Size'].flatMap((name) => product.properties.filter((p) => p.name === name));
  if (props.length !== 3) return [];
  return allSelections(props).flatMap((s) =>
    isSizeKey(s.Size) && s.Material !== undefined && s.Firmness !== undefined
      ? [`/mattress/${s.Material}/${s.Firmness}/${sizeSlug(s.Size)}`]
      : [],
  );
}

/**
 * Sitemap paths of a brand: home, the category lists and size landing pages that have products, and
 * every product page (its metadata.url, variant paths) unless isSitemapPath excludes it; no duplicates.
 */
export function sitemapPaths(products: readonly Product[]): string[] {
  const paths = new Set<string>(['/']);
  for (const key of CATEGORY_KEYS) {
    if (products.some((p) => CATEGORY_GROUPS[key].includes(p.attributes.group))) paths.add(`/${key}`);
  }
  const mattresses = products.filter((p) => p.attributes.group === 'mattress');
  for (const [path, size] of Object.entries(SIZE_LANDING_PAGES)) {
    if (mattresses.some((p) => sizesOf(p).includes(size))) paths.add(path);
  }
  for (const product of products) {
    if (!isSitemapPath(product.metadata.url, product.attributes.markers)) continue;
    paths.add(product.metadata.url);
    for (const path of variantPaths(product)) paths.add(path);
  }
  return [...paths];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sitemap protocol document for absolute URLs. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>`;
}

/** robots.txt: everything may be crawled except checkout and the API proxy; points at the brand's sitemap. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /checkout', 'Disallow: /api', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
