import type { SizeKey } from './enums';
import type { ProductGroup } from './product';

/** Page types: product page, product list, plain page, marketing page and checkout. */
export const PAGE_TYPES = ['PDP', 'PLP', 'Page', 'WP', 'Checkout'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Recommendation contexts: where a page's recommendations are asked for. */
export const RECOMMENDATION_CONTEXTS = ['category', 'homepage', 'cart', 'product', 'other'] as const;
export type RecommendationContext = (typeof RECOMMENDATION_CONTEXTS)[number];

/** "Category and size landing pages": the category list pages, by their path segment. */
export const CATEGORY_KEYS = ['mattresses', 'bed-frames', 'bedding', 'mattress-bundles', 'furniture', 'kids'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** Which product groups each category list shows. */
export const CATEGORY_GROUPS: Readonly<Record<CategoryKey, readonly ProductGroup[]>> = {
  mattresses: ['mattress'],
  'bed-frames': ['bed-frame'],
  bedding: ['bedding'],
  'mattress-bundles': ['bundle'],
  furniture: ['furniture', 'bedroom-set'],
  kids: ['kids'],
};

/** Headings of the category list pages. */
export const CATEGORY_TITLES: Readonly<Record<CategoryKey, string>> = {
  mattresses: 'Mattresses',
  'bed-frames': 'Bed Frames',
  bedding: 'Bedding',
  'mattress-bundles': 'Mattress Bundles',
  furniture: 'Furniture',
  kids: 'Kids',
};

/** The size landing pages and the mattress size each one shows. */
export const SIZE_LANDING_PAGES = {
  '/king-size-mattresses': 'king',
  '/twin-size-mattresses': 'twin',
  '/full-size-mattresses': 'full',
  '/queen-size-mattresses': 'queen',
} as const satisfies Readonly<Record<string, SizeKey>>;
export type SizeLandingPath = keyof typeof SIZE_LANDING_PAGES;

/** "Product pages": first path segments under which `/{section}/{name}` is a product page. */
export const PRODUCT_SECTIONS = [
  'mattresses',
  'bed-frames',
  'bedding',
  'furniture',
  'bedroom-sets',
  'kids',
  'mattress-bundles',
  'bundle-builder',
] as const;
export type ProductSection = (typeof PRODUCT_SECTIONS)[number];

/** The base mattress page ("/mattress is the base mattress"). */
export const BASE_MATTRESS_PATH = '/mattress';

/** The cart step, the first checkout step. */
export const CART_PATH = '/checkout/cart';

/** "Account": the sign-in page (with its link pages under it) and the account pages. */
export const LOGIN_PATH = '/login';
export const MY_ACCOUNT_PATH = '/my-account';

/**
 * "Pages with metadata" that are marketing pages (WP), besides every /p/* page.
 * /compare-pillows is a comparison page like /compare, so it is a marketing page too.
 */
export const MARKETING_PATHS: readonly string[] = [
  '/posts',
  '/total-value',
  '/white-glove-service',
  '/reviews',
  '/reviews/video-testimonials',
  '/faq',
  '/sale',
  '/store/store-locator',
  '/compare',
  '/compare-best-mattresses',
  '/compare-pillows',
  '/mattress-discount/military',
  '/fsa-hsa-mattress-and-eligible-products',
  '/cloverlane',
];

/** "Recommendation context": the paths whose context is category. */
export const RECOMMENDATION_CATEGORY_PATHS: readonly string[] = [
  '/mattresses',
  '/bed-frames',
  '/compare-pillows',
  '/sale',
  '/bedding',
];

/** Normalises a path for the page rules: drops query string and hash, repeated and trailing slashes, lowercases; the root stays '/'. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const segments = bare
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

function pathSegments(path: string): string[] {
  return normalizePath(path)
    .split('/')
    .filter((segment) => segment !== '');
}

/** A path is a checkout page when it contains the word checkout (a whole word, so "checkouts" does not count; the query string is ignored). */
export function isCheckoutPage(path: string): boolean {
  return /(^|[^a-z0-9])checkout([^a-z0-9]|$)/.test(normalizePath(path));
}

/** Account pages: /login and /my-account and anything under them (sign-in links, order pages). They are
 * plain pages (type Page), personal, so never indexed and never in the sitemap. */
export function isAccountPage(path: string): boolean {
  const [first] = pathSegments(path);
  return first === LOGIN_PATH.slice(1) || first === MY_ACCOUNT_PATH.slice(1);
}

/** True for a category key such as 'mattresses'. */
export function isCategoryKey(value: string): value is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(value);
}

/** True for a size landing path such as '/king-size-mattresses'. */
export function isSizeLandingPath(value: string): value is SizeLandingPath {
  return Object.hasOwn(SIZE_LANDING_PAGES, value);
}

/** True for a product section such as 'bed-frames'. */
export function isProductSection(value: string): value is ProductSection {
  return (PRODUCT_SECTIONS as readonly string[]).includes(value);
}

/** "Product pages": /mattress and anything under it, and /{section}/{name}... for the product sections. */
export function isProductPagePath(path: string): boolean {
  const [first, second] = pathSegments(path);
  if (first === undefined) return false;
  if (first === 'mattress') return true;
  return second !== undefined && isProductSection(first);
}

/** Page types: Checkout for checkout pages, PLP for category and size landing pages, PDP for product pages, WP for marketing pages, Page for the rest. */
export function pageTypeForPath(path: string): PageType {
  const normalized = normalizePath(path);
  if (isCheckoutPage(normalized)) return 'Checkout';
  const segments = pathSegments(normalized);
  const [first] = segments;
  if (segments.length === 1 && first !== undefined && isCategoryKey(first)) return 'PLP';
  if (isSizeLandingPath(normalized)) return 'PLP';
  if (isProductPagePath(normalized)) return 'PDP';
  if (first === 'p' && segments.length >= 2) return 'WP';
  if (MARKETING_PATHS.includes(normalized)) return 'WP';
  return 'Page';
}

/** "Recommendation context": category on the listed category paths, homepage on '/', cart on the cart page, product on product pages, other elsewhere. */
export function recommendationContext(path: string): RecommendationContext {
  const normalized = normalizePath(path);
  if (normalized === '/') return 'homepage';
  if (RECOMMENDATION_CATEGORY_PATHS.includes(normalized)) return 'category';
  if (normalized === CART_PATH) return 'cart';
  if (isProductPagePath(normalized)) return 'product';
  return 'other';
}
