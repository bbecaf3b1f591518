import { describe, expect, it } from 'vitest';
import type { Firmness } from './enums';
import { firmnessTypeOf } from './firmness-type';
import type { Product } from './product';
import type { Selection } from './variant';

function property(name: string, values: string[], defaultValue: string) {
  return {
    name,
    title: name,
    code: name.slice(0, 2).toUpperCase(),
    defaultValue,
    options: values.map((value, i) => ({ value, title: value, code: `O${i}`, priceDiff: 0, outOfStock: false })),
  };
}

type WithProperties = Pick<Product, 'properties'>;

/** One mattress chosen by material, firmness and size (its page path names all three). */
const pathMattress: WithProperties = {
  properties: [
    property('Size', ['twin', 'queen', 'king'], 'queen'),
    property('Material', ['hybrid', 'memory-foam'], 'hybrid'),
    property('Firmness', ['soft', 'firm', 'luxury-firm'], 'luxury-firm'),
  ],
};
/** A mattress with two firmness options, firm by default. */
const twoFeel: WithProperties = {
  properties: [property('Size', ['queen', 'king'], 'queen'), property('Firmness', ['soft', 'firm'], 'firm')],
};
/** A mattress with no firmness choice. */
const oneFeel: WithProperties = { properties: [property('Size', ['queen', 'king'], 'queen')] };
/** Firmness options that are not firmness types. */
const otherWords: WithProperties = { properties: [property('Firmness', ['plush', 'medium'], 'medium')] };

interface Case {
  rule: string;
  product: WithProperties;
  selection: Selection;
  expected: Firmness | null;
}

describe('firmnessTypeOf', () => {
  it.each<Case>([
    {
      rule: 'the path chose firm',
      product: pathMattress,
      selection: { Material: 'memory-foam', Firmness: 'firm', Size: 'king' },
      expected: 'firm',
    },
    { rule: 'the shopper picked soft', product: pathMattress, selection: { Firmness: 'soft' }, expected: 'soft' },
    { rule: 'nothing named: the default', product: pathMattress, selection: { Size: 'twin' }, expected: 'luxury-firm' },
    { rule: 'an unknown value: the default', product: pathMattress, selection: { Firmness: 'medium' }, expected: 'luxury-firm' },
    { rule: 'values match exactly', product: pathMattress, selection: { Firmness: 'Soft' }, expected: 'luxury-firm' },
    {
      rule: 'a value the product lacks: its default',
      product: twoFeel,
      selection: { Firmness: 'luxury-firm' },
      expected: 'firm',
    },
    { rule: 'two options, soft picked', product: twoFeel, selection: { Firmness: 'soft' }, expected: 'soft' },
    { rule: 'no Firmness property', product: oneFeel, selection: { Firmness: 'soft' }, expected: null },
    { rule: 'an option that is no firmness type', product: otherWords, selection: { Firmness: 'plush' }, expected: null },
    { rule: 'a default that is no firmness type', product: otherWords, selection: {}, expected: null },
  ])('$rule -> $expected', ({ product, selection, expected }) => {
    expect(firmnessTypeOf(product, selection)).toBe(expected);
  });
});
