import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { productFixture } from '../../test-support/product-fixture';
import { ProductGrid } from './product-grid';

/** The <img> tags of the grid, in order. */
function images(count: number): string[] {
  const items = Array.from({ length: count }, (_, i) => ({ product: productFixture({ id: `product-${i}` }) }));
  const html = renderToStaticMarkup(createElement(ProductGrid, { items, showPrices: true }));
  return html.match(/<img[^>]*>/g) ?? [];
}

describe('the listing grid (the largest paint of a listing on a phone is the first card)', () => {
  it('fetches the first image at high priority, the first two eagerly and the rest lazily', () => {
    const tags = images(4);
    expect(tags).toHaveLength(4);
    expect(tags.map((tag) => /fetchPriority="high"/i.test(tag))).toEqual([true, false, false, false]);
    expect(tags.map((tag) => /loading="(\w+)"/.exec(tag)?.[1])).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });
});
