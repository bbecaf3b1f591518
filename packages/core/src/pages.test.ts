import { describe, it, expect } from 'vitest';
import {
  CATEGORY_GROUPS,
  CATEGORY_KEYS,
  CATEGORY_TITLES,
  SIZE_LANDING_PAGES,
  isAccountPage,
  isCheckoutPage,
  normalizePath,
  pageTypeForPath,
  recommendationContext,
  type PageType,
  type RecommendationContext,
} from './pages';
import { PRODUCT_GROUPS } from './product';

describe('isCheckoutPage', () => {
  it.each([
    { path: '/checkout/cart', expected: true },
    { path: '/checkout/shipping', expected: true },
    { path: '/checkout/billing', expected: true },
    { path: '/checkout/review', expected: true },
    { path: '/checkout/success', expected: true },
    { path: '/checkout', expected: true },
    { path: '/checkout/', expected: true },
    { path: '/checkout/review?payment_intent=pi_1', expected: true },
    { path: '/p/express-checkout', expected: true },
  ])('a path is a checkout page when it contains the word checkout ($path)', ({ path, expected }) => {
    expect(isCheckoutPage(path)).toBe(expected);
  });

  it.each([
    { path: '/checkouts-guide', expected: false },
    { path: '/precheckout', expected: false },
    { path: '/', expected: false },
    { path: '/mattresses', expected: false },
    { path: '/?ref=checkout', expected: false },
  ])(
    '"the word checkout" is a whole word, so other words containing it and query strings do not make a checkout page ($path)',
    ({ path, expected }) => {
      expect(isCheckoutPage(path)).toBe(expected);
    },
  );
});

describe('isAccountPage', () => {
  it.each([
    '/login',
    '/login/',
    '/Login',
    '/login/link?token=abc',
    '/login/verify',
    '/login/reset',
    '/my-account',
    '/my-account/orders/abc',
  ])('"Account": /login, /my-account and the pages under them are account pages (%s)', (path) => {
    expect(isAccountPage(path)).toBe(true);
  });

  it.each(['/', '/logins', '/p/login', '/my-accounts', '/mattresses', '/checkout/cart'])(
    'other pages are not account pages (%s)',
    (path) => {
      expect(isAccountPage(path)).toBe(false);
    },
  );
});

describe('normalizePath', () => {
  it.each([
    { path: '', expected: '/' },
    { path: '/', expected: '/' },
    { path: '/mattresses/', expected: '/mattresses' },
    { path: '/mattresses?cart=abc#top', expected: '/mattresses' },
    { path: '//Bedding//pillow/', expected: '/bedding/pillow' },
  ])('page rules ignore query strings, hashes, trailing slashes and case ($path)', ({ path, expected }) => {
    expect(normalizePath(path)).toBe(expected);
  });
});

describe('pageTypeForPath', () => {
  const table: { path: string; expected: PageType; rule: string }[] = [
    { rule: 'checkout pages are Checkout', path: '/checkout/cart', expected: 'Checkout' },
    { rule: 'checkout pages are Checkout', path: '/checkout/review?orderId=1', expected: 'Checkout' },
    { rule: 'category lists are PLP', path: '/mattresses', expected: 'PLP' },
    { rule: 'category lists are PLP', path: '/bed-frames', expected: 'PLP' },
    { rule: 'category lists are PLP', path: '/bedding/', expected: 'PLP' },
    { rule: 'category lists are PLP', path: '/mattress-bundles', expected: 'PLP' },
    { rule: 'category lists are PLP', path: '/furniture', expected: 'PLP' },
    { rule: 'category lists are PLP', path: '/kids', expected: 'PLP' },
    { rule: 'size landing pages are PLP', path: '/king-size-mattresses', expected: 'PLP' },
    { rule: 'size landing pages are PLP', path: '/twin-size-mattresses', expected: 'PLP' },
    { rule: 'size landing pages are PLP', path: '/full-size-mattresses', expected: 'PLP' },
    { rule: 'size landing pages are PLP', path: '/queen-size-mattresses', expected: 'PLP' },
    { rule: '/mattress is the base mattress, a PDP', path: '/mattress', expected: 'PDP' },
    { rule: '/mattress/{material}/{firmness}/{size} is a PDP', path: '/mattress/hybrid/firm/queen', expected: 'PDP' },
    { rule: 'product pages are PDP', path: '/mattresses/luxe-hybrid-mattress', expected: 'PDP' },
    { rule: 'product pages are PDP', path: '/bed-frames/modern-platform-bed', expected: 'PDP' },
    { rule: 'product pages are PDP', path: '/bedding/pillow', expected: 'PDP' },
    { rule: 'product pages are PDP', path: '/bedding/serenity-sheet-set-pillow-bundle/size-queen', expected: 'PDP' },
    { rule: 'product pages are PDP', path: '/furniture/2-drawer-nightstand', expected: 'PDP' },
    { rule: 'product pages are PDP', path: '/bedroom-sets/socalle-nightstand-set', expected: 'PDP' },
    { rule: 'product pages are PDP', path: '/kids/kids-mattress', expected: 'PDP' },
    { rule: 'product pages are PDP', path: '/mattress-bundles/adjustable-frame-bundle', expected: 'PDP' },
    { rule: 'product pages are PDP', path: '/bundle-builder/custom', expected: 'PDP' },
    { rule: 'marketing /p/* pages are WP', path: '/p/compare', expected: 'WP' },
    { rule: 'marketing /p/* pages are WP', path: '/p/about', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/posts', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/total-value', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/white-glove-service', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/reviews', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/reviews/video-testimonials', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/faq', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/sale', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/store/store-locator', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/compare', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/compare-best-mattresses', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/compare-pillows', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/mattress-discount/military', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/fsa-hsa-mattress-and-eligible-products', expected: 'WP' },
    { rule: 'marketing pages are WP', path: '/cloverlane', expected: 'WP' },
    { rule: 'other pages are Page', path: '/', expected: 'Page' },
    { rule: 'other pages are Page', path: '/login', expected: 'Page' },
    { rule: 'other pages are Page', path: '/my-account', expected: 'Page' },
    { rule: 'other pages are Page', path: '/my-account/orders/abc123', expected: 'Page' },
    { rule: 'account pages are Page', path: '/login/link?token=abc', expected: 'Page' },
    { rule: 'account pages are Page', path: '/login/verify', expected: 'Page' },
    { rule: 'account pages are Page', path: '/login/reset', expected: 'Page' },
    { rule: 'other pages are Page', path: '/p', expected: 'Page' },
    { rule: 'other pages are Page', path: '/unknown-page', expected: 'Page' },
  ];
  it.each(table)('page types: $rule ($path -> $expected)', ({ path, expected }) => {
    expect(pageTypeForPath(path)).toBe(expected);
  });
});

describe('recommendationContext', () => {
  const table: { path: string; expected: RecommendationContext; rule: string }[] = [
    {
      rule: 'category for /mattresses, /bed-frames, /compare-pillows, /sale and /bedding',
      path: '/mattresses',
      expected: 'category',
    },
    {
      rule: 'category for /mattresses, /bed-frames, /compare-pillows, /sale and /bedding',
      path: '/bed-frames',
      expected: 'category',
    },
    {
      rule: 'category for /mattresses, /bed-frames, /compare-pillows, /sale and /bedding',
      path: '/compare-pillows',
      expected: 'category',
    },
    { rule: 'category for /mattresses, /bed-frames, /compare-pillows, /sale and /bedding', path: '/sale', expected: 'category' },
    {
      rule: 'category for /mattresses, /bed-frames, /compare-pillows, /sale and /bedding',
      path: '/bedding',
      expected: 'category',
    },
    { rule: 'category paths ignore query strings and trailing slashes', path: '/bedding/?utm_source=x', expected: 'category' },
    { rule: 'homepage on the root path', path: '/', expected: 'homepage' },
    { rule: 'homepage on the root path', path: '/?cart=0123456789abcdef01234567', expected: 'homepage' },
    { rule: 'cart on the cart page', path: '/checkout/cart', expected: 'cart' },
    { rule: 'cart on the cart page', path: '/checkout/cart/?step=1', expected: 'cart' },
    { rule: 'product on product pages', path: '/mattress', expected: 'product' },
    { rule: 'product on product pages', path: '/mattresses/luxe-hybrid-mattress', expected: 'product' },
    {
      rule: 'product on product pages',
      path: '/bedding/serenity-sheet-set-pillow-bundle/queen-size+white-color',
      expected: 'product',
    },
    { rule: 'product on product pages', path: '/kids/kids-bunk-bed', expected: 'product' },
    { rule: 'other elsewhere', path: '/checkout/shipping', expected: 'other' },
    { rule: 'other elsewhere', path: '/furniture', expected: 'other' },
    { rule: 'other elsewhere', path: '/faq', expected: 'other' },
    { rule: 'other elsewhere', path: '/my-account', expected: 'other' },
  ];
  it.each(table)('recommendation context: $rule ($path -> $expected)', ({ path, expected }) => {
    expect(recommendationContext(path)).toBe(expected);
  });
});

describe('category and size landing tables', () => {
  it.each([...CATEGORY_KEYS])('category lists: /%s shows at least one product group and has a title', (key) => {
    expect(CATEGORY_GROUPS[key].length).toBeGreaterThan(0);
    expect(CATEGORY_GROUPS[key].every((group) => (PRODUCT_GROUPS as readonly string[]).includes(group))).toBe(true);
    expect(CATEGORY_TITLES[key]).not.toBe('');
  });

  it.each([
    { key: 'mattresses', groups: ['mattress'] },
    { key: 'bed-frames', groups: ['bed-frame'] },
    { key: 'bedding', groups: ['bedding'] },
    { key: 'mattress-bundles', groups: ['bundle'] },
    { key: 'furniture', groups: ['furniture', 'bedroom-set'] },
    { key: 'kids', groups: ['kids'] },
  ] as const)('category lists: /$key lists the groups $groups', ({ key, groups }) => {
    expect(CATEGORY_GROUPS[key]).toEqual(groups);
  });

  it.each([
    { path: '/king-size-mattresses', size: 'king' },
    { path: '/twin-size-mattresses', size: 'twin' },
    { path: '/full-size-mattresses', size: 'full' },
    { path: '/queen-size-mattresses', size: 'queen' },
  ] as const)('size landing pages: $path shows $size mattresses', ({ path, size }) => {
    expect(SIZE_LANDING_PAGES[path]).toBe(size);
  });
});
