import { describe, expect, it } from 'vitest';
import type { ProductProperty } from './product';
import type { UpsellItem } from './upsell';
import { offerFitsCatalogue, offerParts } from './upsell-fit';

const property = (name: string, values: string[]): ProductProperty => ({
  name,
  title: name,
  code: name.slice(0, 2).toUpperCase(),
  defaultValue: values[0]!,
  options: values.map((value) => ({
    value,
    title: value,
    code: value.slice(0, 2).toUpperCase(),
    priceDiff: 0,
    outOfStock: false,
  })),
});
const frame = { properties: [property('Size', ['twin', 'queen']), property('Color', ['natural', 'walnut'])] };
const headboard = { properties: [property('Size', ['queen'])] };
const warranty = { properties: [] };
const products = new Map([
  ['frame', frame],
  ['headboard', headboard],
  ['warranty', warranty],
]);

type Part = Pick<UpsellItem, 'productId' | 'defaultProperties'>;
const part = (productId: string, defaults: Record<string, string>): Part => ({
  productId,
  defaultProperties: Object.entries(defaults).map(([type, defaultValue]) => ({
    type: type as 'Size',
    chooser: true,
    defaultValue,
  })),
});
const offer = (main: Part, paired?: Part) => ({ ...main, ...(paired ? { pairedItem: paired } : {}) }) as unknown as UpsellItem;

describe('an offer is offered only when the catalogue sells every part in its default properties', () => {
  it.each<[string, UpsellItem, boolean]>([
    ['frame in a size it comes in', offer(part('frame', { Size: 'twin', Color: 'natural' })), true],
    ['frame in a size it does not come in', offer(part('frame', { Size: 'twinXL' })), false],
    ['frame in a colour it does not come in', offer(part('frame', { Color: 'grey' })), false],
    ['paired headboard in the size too', offer(part('frame', { Size: 'queen' }), part('headboard', { Size: 'queen' })), true],
    ['paired headboard lacks the size', offer(part('frame', { Size: 'twin' }), part('headboard', { Size: 'twin' })), false],
    ['a property the product lacks does not apply', offer(part('warranty', { Size: 'king' })), true],
    ['an unknown product', offer(part('nope', {})), false],
  ])('%s', (_name, item, expected) => {
    expect(offerFitsCatalogue(item, products)).toBe(expected);
  });

  it('lists the item, then its paired item', () => {
    const item = offer(part('frame', {}), part('headboard', {}));
    expect(offerParts(item).map((p) => p.productId)).toEqual(['frame', 'headboard']);
  });
});
