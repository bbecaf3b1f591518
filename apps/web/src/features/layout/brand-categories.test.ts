import { describe, expect, it } from 'vitest';
import type { ProductGroup } from '@store/core/product';
import { productFixture } from '../../test-support/product-fixture';
import { categoriesWithProducts } from './brand-categories';

const of = (group: ProductGroup, markers: string[] = []) =>
  productFixture({ id: `${group}-${markers.join('-')}`, attributes: { group, markers } });

describe('categoriesWithProducts', () => {
  it.each([
    ['no products: no category is linked', [], []],
    ['a brand that sells only mattresses links only to Mattresses', [of('mattress')], ['mattresses']],
    [
      'categories keep the menu order whatever the catalogue order',
      [of('kids'), of('bedding'), of('mattress')],
      ['mattresses', 'bedding', 'kids'],
    ],
    ['Furniture lists bedroom sets too', [of('bedroom-set')], ['furniture']],
    ['a product without a page of its own does not make its category linkable', [of('bed-frame', ['no-own-page'])], []],
    ['groups no category lists (services, add-ons) link nothing', [of('service')], []],
    [
      'every category with a listed product is linked',
      [of('mattress'), of('bed-frame'), of('bedding'), of('bundle'), of('furniture'), of('kids')],
      ['mattresses', 'bed-frames', 'bedding', 'mattress-bundles', 'furniture', 'kids'],
    ],
  ])('%s', (_rule, products, expected) => {
    expect(categoriesWithProducts(products)).toEqual(expected);
  });
});
