import { describe, it, expect } from 'vitest';
import { SIZE_KEYS, type SizeKey } from './enums';
import {
  buildFilterSegment,
  colorFromSlug,
  colorSlug,
  parseFilterSegment,
  sizeFilterSegment,
  sizeFromSlug,
  sizeSlug,
} from './filter-segment';
import type { Selection } from './variant';

describe('sizeFromSlug / sizeSlug', () => {
  it.each([
    { slug: 'twin', expected: 'twin' },
    { slug: 'twin-xl', expected: 'twinXL' },
    { slug: 'full', expected: 'full' },
    { slug: 'queen', expected: 'queen' },
    { slug: 'king', expected: 'king' },
    { slug: 'cal-king', expected: 'calKing' },
    { slug: 'split-king', expected: 'splitKing' },
    { slug: 'standard', expected: 'standard' },
    { slug: 'large', expected: 'large' },
    { slug: 'twinxl', expected: 'twinXL' },
    { slug: 'calking', expected: 'calKing' },
    { slug: 'splitKing', expected: 'splitKing' },
    { slug: 'Twin-XL', expected: 'twinXL' },
  ])('filter segment sizes: the slug or key "$slug" names $expected', ({ slug, expected }) => {
    expect(sizeFromSlug(slug)).toBe(expected);
  });

  it.each(['', 'twin_xl', 'super-king', 'twin-x', 'queen-size'])('filter segment sizes: "%s" names no size', (slug) => {
    expect(sizeFromSlug(slug)).toBeNull();
  });

  it.each([
    { size: 'twinXL', slug: 'twin-xl' },
    { size: 'calKing', slug: 'cal-king' },
    { size: 'splitKing', slug: 'split-king' },
    { size: 'queen', slug: 'queen' },
  ] as const)('filter segment sizes: $size is written $slug in URLs', ({ size, slug }) => {
    expect(sizeSlug(size)).toBe(slug);
  });

  it.each([...SIZE_KEYS])('filter segment sizes: sizeFromSlug inverts sizeSlug for %s', (size: SizeKey) => {
    expect(sizeFromSlug(sizeSlug(size))).toBe(size);
  });
});

describe('colorFromSlug / colorSlug', () => {
  it.each([
    { slug: 'white', expected: 'white' },
    { slug: 'black-and-white', expected: 'blackAndWhite' },
    { slug: 'blackandwhite', expected: 'blackAndWhite' },
    { slug: 'two-tone', expected: 'twoTone' },
    { slug: 'lightoakupholstered', expected: 'lightoakupholstered' },
    { slug: 'purple', expected: null },
  ])('filter segment colors: "$slug" names $expected', ({ slug, expected }) => {
    expect(colorFromSlug(slug)).toBe(expected);
  });

  it.each([
    { color: 'blackAndWhite', slug: 'black-and-white' },
    { color: 'twoTone', slug: 'two-tone' },
    { color: 'walnut', slug: 'walnut' },
  ] as const)('filter segment colors: $color is written $slug in URLs', ({ color, slug }) => {
    expect(colorSlug(color)).toBe(slug);
  });
});

describe('parseFilterSegment', () => {
  it.each([
    { segment: 'size-queen', expected: { Size: 'queen' } },
    { segment: 'size-twin-xl', expected: { Size: 'twinXL' } },
    { segment: 'size-cal-king', expected: { Size: 'calKing' } },
    { segment: 'size-split-king', expected: { Size: 'splitKing' } },
    { segment: 'size-calking', expected: { Size: 'calKing' } },
  ])('a Serenity filter segment of the form size-{size} selects that size ($segment)', ({ segment, expected }) => {
    expect(parseFilterSegment(segment)).toEqual(expected);
  });

  it.each<{ segment: string; expected: Selection }>([
    { segment: 'queen-size', expected: { Size: 'queen' } },
    { segment: 'queen-size+white-color', expected: { Size: 'queen', Color: 'white' } },
    { segment: 'white-color+queen-size', expected: { Size: 'queen', Color: 'white' } },
    { segment: 'twin-xl-size+black-and-white-color', expected: { Size: 'twinXL', Color: 'blackAndWhite' } },
    { segment: 'king-size+20-weight', expected: { Size: 'king', Weight: '20' } },
    { segment: 'memory-foam-material+luxury-firm-firmness', expected: { Material: 'memory-foam', Firmness: 'luxury-firm' } },
    { segment: 'queen-size+2-quantity', expected: { Size: 'queen', Quantity: '2' } },
  ])(
    'a Serenity filter segment of value-name pairs joined by plus signs selects each value (value before the last dash, name after it) ($segment)',
    ({ segment, expected }) => {
      expect(parseFilterSegment(segment)).toEqual(expected);
    },
  );

  it.each([
    { segment: '', why: 'empty' },
    { segment: 'size-', why: 'size form without a size' },
    { segment: 'size-super-king', why: 'unknown size in the size form' },
    { segment: 'size-queen+white-color', why: 'size form cannot be joined with pairs' },
    { segment: 'super-size', why: 'unknown size in a pair' },
    { segment: 'queen-size+king-size', why: 'duplicate property name' },
    { segment: 'queen-size+', why: 'empty pair' },
    { segment: '+queen-size', why: 'empty pair' },
    { segment: 'queen', why: 'pair without a name' },
    { segment: '-size', why: 'pair without a value' },
    { segment: 'queen-', why: 'pair without a name' },
    { segment: 'queen-flavour', why: 'unknown property name' },
    { segment: 'purple-color', why: 'unknown color' },
    { segment: '30-weight', why: 'weight outside 15, 20, 25' },
    { segment: 'latex-material', why: 'unknown material' },
    { segment: 'medium-firmness', why: 'unknown firmness' },
    { segment: 'queen--size', why: 'malformed value slug' },
  ])('a filter segment that is neither size-{size} nor valid value-name pairs is refused ($why: "$segment")', ({ segment }) => {
    expect(parseFilterSegment(segment)).toBeNull();
  });
});

describe('buildFilterSegment', () => {
  it.each<{ selection: Selection; expected: string }>([
    { selection: { Size: 'queen' }, expected: 'queen-size' },
    { selection: { Color: 'white', Size: 'queen' }, expected: 'queen-size+white-color' },
    { selection: { Color: 'blackAndWhite', Size: 'twinXL' }, expected: 'twin-xl-size+black-and-white-color' },
    { selection: { Firmness: 'firm', Material: 'hybrid', Size: 'king' }, expected: 'king-size+hybrid-material+firm-firmness' },
    { selection: { Weight: '15', Size: 'full' }, expected: 'full-size+15-weight' },
  ])(
    'value-name pairs are written Size first, in property rank order, joined by plus signs ($expected)',
    ({ selection, expected }) => {
      expect(buildFilterSegment(selection)).toBe(expected);
    },
  );

  it.each<{ selection: Selection; expected: string }>([
    { selection: { Size: 'calKing', Color: 'twoTone' }, expected: 'cal-king-size+two-tone-color' },
    {
      selection: { Size: 'splitKing', Weight: '25', Material: 'memory-foam', Firmness: 'luxury-firm' },
      expected: 'split-king-size+25-weight+memory-foam-material+luxury-firm-firmness',
    },
  ])('parseFilterSegment inverts buildFilterSegment for the pairs form ($expected)', ({ selection, expected }) => {
    const segment = buildFilterSegment(selection);
    expect(segment).toBe(expected);
    expect(parseFilterSegment(expected)).toEqual(selection);
  });

  it.each<{ selection: Selection; why: string }>([
    { selection: {}, why: 'empty selection' },
    { selection: { Size: 'huge' }, why: 'unknown size' },
    { selection: { Color: 'purple' }, why: 'unknown color' },
    { selection: { Flavour: 'mint' }, why: 'unknown property name' },
    { selection: { Size: 'queen', size: 'king' }, why: 'duplicate property name' },
    { selection: { Quantity: 'two pieces' }, why: 'value not writable in a URL' },
  ])('a selection that cannot be written as value-name pairs gives null ($why)', ({ selection }) => {
    expect(buildFilterSegment(selection)).toBeNull();
  });

  it.each([
    { size: 'queen', expected: 'size-queen' },
    { size: 'twinXL', expected: 'size-twin-xl' },
  ] as const)('the size-{size} form is size- and the size slug ($expected)', ({ size, expected }) => {
    expect(sizeFilterSegment(size)).toBe(expected);
    expect(parseFilterSegment(expected)).toEqual({ Size: size });
  });
});
