import { describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core/brands';
import { productFixture } from '../../test-support/product-fixture';
import { coverageCopy, sizeDimensionRows, sizeKeyOf, weightAdvice } from './product-facts';

const copy = BRANDS.nestwood.copy;

describe('coverageCopy', () => {
  it.each([
    ['mattress', ['365-night trial', 'Forever warranty']],
    ['bundle', ['365-night trial', 'Forever warranty']],
    ['bedding', ['60-night bedding trial', '1-year warranty']],
    ['bed-frame', ['50-night trial', '3-year warranty']],
    ['furniture', ['50-night trial', '1-year warranty']],
    ['warranty', []],
  ] as const)('%s -> %o', (group, texts) => {
    const product = productFixture({ attributes: { group, markers: [] } });
    expect(coverageCopy(product, copy).map((line) => line.text)).toEqual(texts);
  });

  it('treats a soft-goods bundle as bedding', () => {
    const bundle = productFixture({ attributes: { group: 'bundle', markers: ['soft-good'] } });
    expect(coverageCopy(bundle, copy).map((l) => l.text)).toEqual(['60-night bedding trial', '1-year warranty']);
  });

  it("uses the brand's own claims", () => {
    expect(coverageCopy(productFixture(), BRANDS.driftvale.copy).map((l) => l.text)).toEqual([
      '180-night trial',
      '10-year warranty',
    ]);
  });
});

describe('sizeDimensionRows', () => {
  it('lists the SPEC dimensions of the product sizes', () => {
    expect(sizeDimensionRows(productFixture())).toEqual([
      { label: 'Twin', dimensions: '39x75x11' },
      { label: 'Queen', dimensions: '60x80x11' },
      { label: 'King', dimensions: '76x80x11' },
      { label: 'Cal King', dimensions: '72x84x11' },
    ]);
  });

  it('is empty without mattress sizes', () => {
    expect(sizeDimensionRows({ properties: [] })).toEqual([]);
    const standard = productFixture().properties.map((p) =>
      p.name === 'Size' ? { ...p, options: p.options.map((o) => ({ ...o, value: 'standard' })) } : p,
    );
    expect(sizeDimensionRows({ properties: standard })).toEqual([]);
  });

  it('reads keys and labels', () => {
    expect(sizeKeyOf('twinXL')).toBe('twinXL');
    expect(sizeKeyOf('Cal King')).toBe('calKing');
    expect(sizeKeyOf('huge')).toBeNull();
  });
});

describe('weightAdvice', () => {
  it('advises on products with a Weight property only', () => {
    expect(weightAdvice(productFixture())).toBeNull();
    const blanket = { properties: [{ name: 'Weight', title: 'Weight', code: 'WT', defaultValue: '15', options: [] }] };
    expect(weightAdvice(blanket)).toEqual({
      text: expect.stringContaining('8-15% of your body weight'),
      weights: [15, 20, 25],
      defaultWeight: 15,
    });
  });
});
