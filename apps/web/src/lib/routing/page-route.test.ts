import { describe, expect, it } from 'vitest';
import { pageRoutePath } from './page-route';

describe('pageRoutePath', () => {
  it.each([
    // Lists and size landing pages: the listing route.
    ['/mattresses', '/_listing/mattresses'],
    ['/bed-frames', '/_listing/bed-frames'],
    ['/queen-size-mattresses', '/_listing/queen-size-mattresses'],
    ['/%6Dattresses', '/_listing/%6Dattresses'],
    // Product-shaped paths: the product route (which 404s, or shows a content page, when no product has that path).
    ['/mattress', '/_product/mattress'],
    ['/mattress/hybrid/soft/queen', '/_product/mattress/hybrid/soft/queen'],
    ['/bedding/serenity-sheet-set-pillow-bundle/size-queen', '/_product/bedding/serenity-sheet-set-pillow-bundle/size-queen'],
    ['/bedding/serenity-sheet-set-pillow-bundle/queen', '/bedding/serenity-sheet-set-pillow-bundle/queen'],
    ['/bedding/no-such-pillow', '/_product/bedding/no-such-pillow'],
    // Everything else as it is: content pages, fixed routes, unknown paths, undecodable ones.
    ['/', '/'],
    ['/faq', '/faq'],
    ['/p/about', '/p/about'],
    ['/posts/hybrid-vs-memory-foam', '/posts/hybrid-vs-memory-foam'],
    ['/compare', '/compare'],
    ['/checkout/cart', '/checkout/cart'],
    ['/store/store-locator', '/store/store-locator'],
    ['/arbor/mattress', '/arbor/mattress'],
    ['/Mattresses', '/Mattresses'],
    ['/mattresses/%E0%A4%A', '/mattresses/%E0%A4%A'],
    ['/mattress/hybrid/soft/queen/extra', '/mattress/hybrid/soft/queen/extra'],
    // A public path naming an internal folder is no page.
    ['/_listing/mattresses', '/_'],
    ['/_product/mattress', '/_'],
    ['/%5Flisting/mattresses', '/_'],
    ['/%5fproduct/mattress/%E0%A4%A', '/_'],
    ['/_', '/_'],
  ])('serves %s from %s', (pathname, target) => {
    expect(pageRoutePath(pathname)).toBe(target);
  });
});
