import { describe, expect, it } from 'vitest';
import { resolveRoute } from '@store/core/routes';
import { productFixture } from '../../test-support/product-fixture';
import {
  findRouteProduct,
  isFilterRoute,
  pathSelection,
  productBasePath,
  productCanonicalPath,
  withQuerySelection,
} from './product-route';

function productMatch(segments: string[]) {
  const match = resolveRoute(segments);
  if (match.kind !== 'product') throw new Error(`not a product route: ${segments.join('/')}`);
  return match;
}

describe('product routes', () => {
  it('computes the page path the route points at', () => {
    expect(productBasePath(productMatch(['mattress']))).toBe('/mattress');
    expect(productBasePath(productMatch(['mattress', 'hybrid', 'soft', 'queen']))).toBe('/mattress');
    expect(productBasePath(productMatch(['mattresses', 'luxe-hybrid-mattress']))).toBe('/mattresses/luxe-hybrid-mattress');
    expect(productBasePath(productMatch(['bedding', 'serenity-sheet-set-pillow-bundle', 'size-queen']))).toBe(
      '/bedding/serenity-sheet-set-pillow-bundle',
    );
  });

  it('finds the product only under its own section', () => {
    const product = productFixture();
    expect(findRouteProduct([product], productMatch(['mattresses', 'luxe-hybrid-mattress']))).toBe(product);
    expect(findRouteProduct([product], productMatch(['bedding', 'luxe-hybrid-mattress']))).toBeNull();
  });

  it('preselects valid path values and refuses unknown ones', () => {
    const product = productFixture();
    expect(pathSelection(product, {})).toEqual({ Size: 'queen', Color: 'white' });
    expect(pathSelection(product, { Size: 'king' })).toEqual({ Size: 'king', Color: 'white' });
    expect(pathSelection(product, { Size: 'king', Color: 'grey' })).toEqual({ Size: 'king', Color: 'grey' });
    expect(pathSelection(product, { Material: 'hybrid' })).toBeNull();
    expect(pathSelection(product, { Size: 'splitKing' })).toBeNull();
  });

  it('ignores filter values the product does not offer', () => {
    const product = productFixture();
    expect(pathSelection(product, { Size: 'king', Material: 'hybrid' }, 'lenient')).toEqual({ Size: 'king', Color: 'white' });
    expect(pathSelection(product, { Size: 'splitKing', Color: 'grey' }, 'lenient')).toEqual({ Size: 'queen', Color: 'grey' });
  });

  it('tells filter routes from variant paths', () => {
    const filter = ['bedding', 'serenity-sheet-set-pillow-bundle', 'size-king'];
    expect(isFilterRoute(productMatch(filter), filter)).toBe(true);
    const variant = ['mattress', 'hybrid', 'soft', 'queen'];
    expect(isFilterRoute(productMatch(variant), variant)).toBe(false);
  });

  it('keeps variant paths canonical and folds filter segments into the bundle page', () => {
    const segments = ['mattress', 'hybrid', 'soft', 'queen'];
    expect(productCanonicalPath(productMatch(segments), segments)).toBe('/mattress/hybrid/soft/queen');
    const filter = ['bedding', 'serenity-sheet-set-pillow-bundle', 'queen-size+white-color'];
    expect(productCanonicalPath(productMatch(filter), filter)).toBe('/bedding/serenity-sheet-set-pillow-bundle');
  });
});

describe('the query of a product page URL', () => {
  const product = productFixture();
  const view = { selection: { Size: 'queen', Color: 'white' }, pathPreselected: false, pathProperties: [] };

  it.each([
    { query: { size: 'king' }, selection: { Size: 'king', Color: 'white' }, preselected: true, rule: '?size= chooses the size' },
    {
      query: { size: 'bogus' },
      selection: { Size: 'queen', Color: 'white' },
      preselected: false,
      rule: 'a bad size falls back to the default',
    },
    {
      query: { size: 'full' },
      selection: { Size: 'queen', Color: 'white' },
      preselected: false,
      rule: 'a size not offered falls back to the default',
    },
    { query: {}, selection: { Size: 'queen', Color: 'white' }, preselected: false, rule: 'no query keeps the defaults' },
  ])('$rule', ({ query, selection, preselected }) => {
    expect(withQuerySelection(product, view, query)).toEqual({ selection, preselected });
  });

  it('cannot override what the path chose (driftvale /mattress/{material}/{firmness}/{size})', () => {
    const fromPath = { selection: { Size: 'twin', Color: 'white' }, pathPreselected: true, pathProperties: ['Size'] };
    expect(withQuerySelection(product, fromPath, { size: 'king' })).toEqual({
      selection: { Size: 'twin', Color: 'white' },
      preselected: true,
    });
  });
});
