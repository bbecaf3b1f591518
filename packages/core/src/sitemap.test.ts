import { describe, it, expect } from 'vitest';
import { isSitemapPath } from './sitemap';

describe('isSitemapPath', () => {
  it.each([
    { path: '/checkout/cart', markers: [] },
    { path: '/checkout/review', markers: [] },
    { path: '/checkout', markers: [] },
  ])('checkout pages are excluded from the sitemap ($path)', ({ path, markers }) => {
    expect(isSitemapPath(path, markers)).toBe(false);
  });

  it.each([
    { path: '/bedding/pillow', markers: ['excluded-from-sitemap'] },
    { path: '/mattresses/luxe-hybrid-mattress', markers: ['bestseller', 'excluded-from-sitemap'] },
    { path: '/bed-frames/bamboo-headboard', markers: ['no-own-page'] },
  ])(
    'products marked excluded-from-sitemap or no-own-page are excluded from the sitemap ($path $markers)',
    ({ path, markers }) => {
      expect(isSitemapPath(path, markers)).toBe(false);
    },
  );

  it.each([
    { path: '/bundle-builder/custom', markers: [] },
    { path: '/bundle-builder/custom/', markers: ['bestseller'] },
    { path: '/bundle-builder', markers: [] },
  ])('some bundle pages (the bundle builder) are excluded from the sitemap ($path)', ({ path, markers }) => {
    expect(isSitemapPath(path, markers)).toBe(false);
  });

  it.each(['/login', '/login/link', '/login/verify', '/login/reset', '/my-account', '/my-account/orders/abc123'])(
    'account pages are personal and stay out of the sitemap (%s)',
    (path) => {
      expect(isSitemapPath(path, [])).toBe(false);
    },
  );

  it.each([
    { path: '/', markers: [] },
    { path: '/mattresses', markers: [] },
    { path: '/mattress', markers: ['bestseller', 'new'] },
    { path: '/mattress-bundles/adjustable-frame-bundle', markers: [] },
    { path: '/bedding/serenity-sheet-set-pillow-bundle', markers: ['soft-good'] },
    { path: '/p/about', markers: [] },
    { path: '/checkouts-guide', markers: [] },
    { path: '/bundle-builders-guide', markers: [] },
    { path: '/p/login-help', markers: [] },
  ])('every other page is in the sitemap ($path)', ({ path, markers }) => {
    expect(isSitemapPath(path, markers)).toBe(true);
  });
});
