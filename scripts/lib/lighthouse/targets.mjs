// Which brands and pages `npm run lighthouse` measures: every brand of the registry (LH_BRANDS to choose), and on each its
// home, a listing and a product page found in the brand's own sitemap, the cart with a product in it, and the pages every
// brand has (LH_PAGES to name the pages instead).
import { BRAND_KEYS, BRANDS } from '@store/core/brands';
import { request } from './session.mjs';

/** The brands asked for (LH_BRANDS, comma-separated), or all of the registry; an unknown key is an error, not a skip. */
export function chosenBrands(value) {
  if (!value) return [...BRAND_KEYS];
  const keys = value.split(',').filter(Boolean);
  const unknown = keys.filter((key) => !BRAND_KEYS.includes(key));
  if (unknown.length > 0)
    throw new Error(`Unknown brand(s) in LH_BRANDS: ${unknown.join(', ')} (known: ${BRAND_KEYS.join(', ')})`);
  return keys;
}

/** The pages every brand serves, measured after its home, listing and product page. */
const SHARED_PAGES = [
  { page: '/checkout/cart', kind: 'cart' },
  { page: '/faq', kind: 'faq' },
  { page: '/compare', kind: 'compare' },
  { page: '/store/store-locator', kind: 'store-locator' },
  { page: '/reviews', kind: 'reviews' },
  { page: '/login', kind: 'login' },
];

/**
 * The home, a listing and a product page of a brand, read from its sitemap, which lists the home, then the lists, then
 * the size pages (`/<size>-size-mattresses`), then the product pages (lib/seo/brand-sitemap.ts): the listing is the first
 * path after the home, the product page the first path after the last size page.
 */
export async function brandPages(site) {
  const sitemap = await request({ ...site, path: '/sitemap.xml' });
  if (sitemap.status !== 200) throw new Error(`${site.brand}: /sitemap.xml answered ${sitemap.status}`);
  const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const lastSizePage = paths.findLastIndex((p) => /^\/[a-z-]+-size-mattresses$/.test(p));
  const listing = paths.find((p) => p !== '/');
  const product = lastSizePage === -1 ? undefined : paths[lastSizePage + 1];
  if (listing === undefined || product === undefined) throw new Error(`${site.brand}: no listing or product page in the sitemap`);
  return [
    { page: '/', kind: 'home' },
    { page: listing, kind: 'listing' },
    { page: product, kind: 'product' },
    ...(await sharedPages(site)),
  ];
}

/**
 * The shared pages the brand serves: a discontinued brand takes no orders (no cart to put a product in) and has no
 * compare or store pages (404); such a page is named and left out rather than measured as a 404.
 */
async function sharedPages(site) {
  const served = [];
  for (const target of SHARED_PAGES) {
    if (target.kind === 'cart' && BRANDS[site.brand].status !== 'active') {
      console.log(`${site.brand}: no cart row (the brand is ${BRANDS[site.brand].status} and takes no orders)`);
      continue;
    }
    const answer = target.kind === 'cart' ? { status: 200 } : await request({ ...site, path: target.page });
    if (answer.status === 200) served.push(target);
    else console.log(`${site.brand}: no ${target.kind} row (${target.page} answered ${answer.status})`);
  }
  return served;
}
