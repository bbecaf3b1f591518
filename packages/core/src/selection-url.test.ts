import { describe, expect, it } from 'vitest';
import type { Product } from './product';
import type { Selection } from './variant';
import { hasVariantPath, optionSlug, selectionFromQuery, selectionHref } from './selection-url';

function property(name: string, values: string[], defaultValue = values[0] ?? '') {
  return {
    name,
    title: name,
    code: name.slice(0, 2).toUpperCase(),
    defaultValue,
    options: values.map((value, i) => ({ value, title: value, code: `O${i}`, priceDiff: 0, outOfStock: false })),
  };
}

const blanket = {
  metadata: { url: '/bedding/weighted-blanket', isWarranty: false, reportToAnalytics: true },
  properties: [property('Color', ['grey', 'navy']), property('Weight', ['15', '20', '25'])],
} satisfies Pick<Product, 'properties' | 'metadata'>;

const mattress = {
  metadata: { url: '/mattresses/luxe-hybrid-mattress', isWarranty: false, reportToAnalytics: true },
  properties: [property('Size', ['twin', 'twinXL', 'queen', 'king', 'calKing', 'splitKing'], 'queen')],
} satisfies Pick<Product, 'properties' | 'metadata'>;

const bundle = {
  metadata: { url: '/bedding/serenity-sheet-set-pillow-bundle', isWarranty: false, reportToAnalytics: true },
  properties: [property('Size', ['Twin', 'Twin XL', 'Queen', 'Split King'], 'Queen')],
} satisfies Pick<Product, 'properties' | 'metadata'>;

const driftvale = {
  metadata: { url: '/mattress', isWarranty: false, reportToAnalytics: true },
  properties: [
    property('Size', ['twin', 'queen', 'calKing'], 'queen'),
    property('Material', ['hybrid', 'memory-foam']),
    property('Firmness', ['soft', 'firm', 'luxury-firm'], 'luxury-firm'),
  ],
} satisfies Pick<Product, 'properties' | 'metadata'>;

describe('selectionFromQuery', () => {
  it.each([
    { query: { size: 'king' }, expected: { Size: 'king' }, rule: 'a size slug chooses that size' },
    { query: { size: 'cal-king' }, expected: { Size: 'calKing' }, rule: 'a two-word size is written with a dash' },
    { query: { size: 'calKing' }, expected: { Size: 'calKing' }, rule: 'the size key itself is accepted, any case' },
    { query: { size: 'KING' }, expected: { Size: 'king' }, rule: 'values are case-insensitive' },
    { query: { size: 'huge' }, expected: {}, rule: 'an unknown size falls back to the default' },
    { query: { size: 'full' }, expected: {}, rule: 'a size the product is not made in falls back to the default' },
    { query: { size: ['king', 'twin'] }, expected: {}, rule: 'a repeated parameter is ignored' },
    { query: { size: '' }, expected: {}, rule: 'an empty value is ignored' },
    { query: { colour: 'navy', utm_source: 'x' }, expected: {}, rule: 'unknown parameters are ignored' },
  ])('$rule ($query)', ({ query, expected }) => {
    expect(selectionFromQuery(mattress, query)).toEqual(expected);
  });

  it('reads every property of the product: colour and weight of a blanket', () => {
    expect(selectionFromQuery(blanket, { color: 'navy', weight: '20' })).toEqual({ Color: 'navy', Weight: '20' });
  });

  it('matches options stored as size labels (Serenity bundle) by their slug', () => {
    expect(selectionFromQuery(bundle, { size: 'split-king' })).toEqual({ Size: 'Split King' });
  });
});

describe('selectionHref', () => {
  it.each<{ product: typeof mattress | typeof driftvale; selection: Selection; href: string }>([
    { product: mattress, selection: { Size: 'king' }, href: '/mattresses/luxe-hybrid-mattress?size=king' },
    { product: mattress, selection: {}, href: '/mattresses/luxe-hybrid-mattress' },
    { product: mattress, selection: { Size: 'huge' }, href: '/mattresses/luxe-hybrid-mattress' },
    { product: blanket, selection: { Weight: '25', Color: 'navy' }, href: '/bedding/weighted-blanket?color=navy&weight=25' },
    { product: bundle, selection: { Size: 'Twin XL' }, href: '/bedding/serenity-sheet-set-pillow-bundle?size=twin-xl' },
    {
      product: driftvale,
      selection: { Material: 'memory-foam', Firmness: 'soft', Size: 'calKing' },
      href: '/mattress/memory-foam/soft/cal-king',
    },
    { product: driftvale, selection: { Size: 'twin' }, href: '/mattress/hybrid/luxury-firm/twin' },
  ])('the URL of a choice follows it: $href', ({ product, selection, href }) => {
    expect(selectionHref(product, selection)).toBe(href);
  });

  it.each([mattress, blanket, bundle])('a choice read back from its own URL is the same choice ($metadata.url)', (product) => {
    const selection = Object.fromEntries(product.properties.map((p) => [p.name, p.options.at(-1)?.value ?? '']));
    const query = Object.fromEntries(new URL(selectionHref(product, selection), 'http://x').searchParams);
    expect(selectionFromQuery(product, query)).toEqual(selection);
  });
});

describe('hasVariantPath', () => {
  it.each([
    { product: driftvale, expected: true, rule: 'the base mattress with material, firmness and size' },
    {
      product: { ...mattress, metadata: { ...mattress.metadata, url: '/mattress' } },
      expected: false,
      rule: 'a base mattress chosen by size alone',
    },
    { product: mattress, expected: false, rule: 'any other product page' },
  ])('$rule: $expected', ({ product, expected }) => {
    expect(hasVariantPath(product)).toBe(expected);
  });
});

describe('optionSlug', () => {
  it.each([
    ['Size', 'twinXL', 'twin-xl'],
    ['Size', 'Split King', 'split-king'],
    ['Color', 'blackAndWhite', 'black-and-white'],
    ['Material', 'memory-foam', 'memory-foam'],
    ['Quantity', '2', '2'],
  ])('%s %s is written %s', (name, value, slug) => {
    expect(optionSlug(name, value)).toBe(slug);
  });
});
