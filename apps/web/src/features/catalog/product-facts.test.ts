import { describe, expect, it } from 'vitest';
import type { Product } from '@store/core/product';
import { productFixture } from '../../test-support/product-fixture';
import { sizeKeyOf } from '@store/core/listing/listing-facets';
import { coverageCopy, sizeGuideView, weightAdvice } from './product-facts';

const withContent = (content: Partial<Product['content']>) => {
  const product = productFixture();
  return { ...product, content: { ...product.content, ...content } };
};

describe('coverageCopy', () => {
  it.each([
    {
      coverage: { trial: '30-night trial', warranty: null },
      texts: ['30-night trial'],
      rule: "a product's own shorter trial, not the brand's",
    },
    {
      coverage: { trial: '365-night trial', warranty: 'Forever warranty' },
      texts: ['365-night trial', 'Forever warranty'],
      rule: 'trial and warranty',
    },
    {
      coverage: { trial: null, warranty: 'Forever warranty, still honored' },
      texts: ['Forever warranty, still honored'],
      rule: 'no trial is claimed when there is none',
    },
    { coverage: undefined, texts: [], rule: 'nothing for a product without claims' },
  ])('$rule', ({ coverage, texts }) => {
    expect(coverageCopy(withContent({ coverage })).map((line) => line.text)).toEqual(texts);
  });
});

describe('sizeGuideView', () => {
  it("shows the product's own heights, not the size table's 11 inches", () => {
    const ultra = withContent({
      sizeGuide: {
        measures: 'outer',
        rows: [
          { size: 'queen', width: 60, length: 80, height: 16 },
          { size: 'king', width: 76, length: 80, height: 16 },
        ],
      },
    });
    expect(sizeGuideView(ultra)).toEqual({
      caption: 'Width x length x height, in inches',
      rows: [
        { label: 'Queen', dimensions: '60x80x16' },
        { label: 'King', dimensions: '76x80x16' },
      ],
    });
  });

  it('an unsized dresser shows its one set of dimensions; sheets say what they fit', () => {
    const dresser = withContent({ sizeGuide: { measures: 'outer', rows: [{ size: null, width: 40, length: 18, height: 44 }] } });
    expect(sizeGuideView(dresser)?.rows).toEqual([{ label: 'One size', dimensions: '40x18x44' }]);
    const sheets = withContent({
      sizeGuide: { measures: 'fits', rows: [{ size: 'twinXL', width: 39, length: 80, height: 16 }] },
    });
    expect(sizeGuideView(sheets)).toEqual({
      caption: 'Fits a mattress of width x length, up to this deep, in inches',
      rows: [{ label: 'Twin XL', dimensions: '39x80x16' }],
    });
    const pillow = withContent({
      sizeGuide: { measures: 'outer', rows: [{ size: 'standard', width: 20, length: 26, height: null }] },
    });
    expect(sizeGuideView(pillow)?.rows).toEqual([{ label: 'Standard', dimensions: '20x26' }]);
  });

  it('nothing for a product without dimensions', () => {
    expect(sizeGuideView(productFixture())).toBeNull();
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
