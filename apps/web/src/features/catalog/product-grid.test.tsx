import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { productFixture } from '../../test-support/product-fixture';
import { ProductGrid } from './product-grid';

/** The <img> tags of a grid of `count` cards, in order. */
function images(count: number, leadsPage: boolean): string[] {
  const items = Array.from({ length: count }, (_, i) => ({ product: productFixture({ id: `product-${i}` }) }));
  const html = renderToStaticMarkup(createElement(ProductGrid, { items, showPrices: true, leadsPage }));
  return html.match(/<img[^>]*>/g) ?? [];
}

describe('the images of a product grid', () => {
  it.each([
    // A listing: its first card is the largest paint on a phone.
    { leadsPage: true, high: [true, false, false, false], loading: ['eager', 'eager', 'lazy', 'lazy'] },
    // Related products under a product page, featured ones under the home page's hero: never ahead of the page's own.
    { leadsPage: false, high: [false, false, false, false], loading: ['lazy', 'lazy', 'lazy', 'lazy'] },
  ])('leadsPage $leadsPage: high priority $high, loading $loading', ({ leadsPage, high, loading }) => {
    const tags = images(4, leadsPage);
    expect(tags).toHaveLength(4);
    expect(tags.map((tag) => /fetchPriority="high"/i.test(tag))).toEqual(high);
    expect(tags.map((tag) => /loading="(\w+)"/.exec(tag)?.[1])).toEqual(loading);
  });
});

describe('the cards a grid renders only near the viewport', () => {
  /** Whether each card of a grid of `count` carries render-when-near. */
  function deferred(count: number, leadsPage: boolean): boolean[] {
    const items = Array.from({ length: count }, (_, i) => ({ product: productFixture({ id: `product-${i}` }) }));
    const html = renderToStaticMarkup(createElement(ProductGrid, { items, showPrices: true, leadsPage }));
    return (html.match(/<li[^>]*data-testid="product-card"[^>]*>/g) ?? []).map((tag) => tag.includes('render-when-near'));
  }

  it.each([
    // A listing lays out its first screen (two rows of three on a wide screen) at once, the rest as the shopper scrolls.
    { leadsPage: true, count: 8, expected: [false, false, false, false, false, false, true, true] },
    // A grid lower on a page sits in a section that is itself rendered when near (related products).
    { leadsPage: false, count: 8, expected: [false, false, false, false, false, false, false, false] },
  ])('leadsPage $leadsPage', ({ leadsPage, count, expected }) => {
    expect(deferred(count, leadsPage)).toEqual(expected);
  });
});
