import { describe, expect, it } from 'vitest';
import { parseCatalogFile } from './parse';
import { formatErrors } from './issues';
import { knownProductsOf } from './references';
import { fileProduct, setAt, smallFile } from './test-file.test-support';

/** The error lines of a small valid file after `breakIt`; [] when it is still valid. */
function errorsAfter(breakIt: (file: unknown) => void): string[] {
  const file: unknown = smallFile();
  breakIt(file);
  const result = parseCatalogFile(file);
  return result.ok ? [] : formatErrors(result.errors);
}

describe('parseCatalogFile', () => {
  it('accepts a valid file and returns it as read', () => {
    const result = parseCatalogFile(smallFile());
    expect(result.ok && result.file.products?.map((p) => p.id)).toEqual(['cloud-mattress', 'firm-mattress']);
  });

  it.each<[string, (file: unknown) => void, string[]]>([
    [
      'a price in dollars',
      (f) => setAt(f, ['products', 1, 'pricing', 'price', 'amount'], 899.5),
      ['products[1] (id firm-mattress).pricing.price.amount: expected an integer number of cents'],
    ],
    [
      'a price as text',
      (f) => setAt(f, ['products', 0, 'properties', 0, 'options', 1, 'priceDiff'], '200'),
      ['products[0] (id cloud-mattress).properties[0].options[1].priceDiff: expected an integer number of cents'],
    ],
    [
      'a missing field',
      (f) => setAt(f, ['products', 0, 'title'], undefined),
      ['products[0] (id cloud-mattress).title: required'],
    ],
    [
      'a misspelt field, at the top, in a row and deep in one',
      (f) => {
        setAt(f, ['product'], []);
        setAt(f, ['products', 0, 'tilte'], 'x');
        setAt(f, ['products', 1, 'availability', 'FIRM-SZQN', 'inStock'], true);
      },
      [
        'product: unknown field',
        'products[0] (id cloud-mattress).tilte: unknown field',
        'products[1] (id firm-mattress).availability["FIRM-SZQN"].inStock: unknown field',
      ],
    ],
    [
      'another currency than the brand',
      (f) => setAt(f, ['products', 0, 'pricing', 'listPrice', 'currency'], 'CAD'),
      ["products[0] (id cloud-mattress).pricing.listPrice.currency: expected USD, the brand's currency"],
    ],
    [
      'a product id used twice',
      (f) => setAt(f, ['products', 1, 'id'], 'cloud-mattress'),
      ['products[1] (id cloud-mattress).id: cloud-mattress is used twice (also products[0])'],
    ],
    [
      'a related product the file does not have',
      (f) => setAt(f, ['products', 0, 'content', 'relatedProducts', 0], 'ghost'),
      ['products[0] (id cloud-mattress).content.relatedProducts[0]: no product with id ghost'],
    ],
    [
      'an extra sku nobody sells',
      (f) => setAt(f, ['products', 0, 'extrasData', 'skus', 0], 'WARRANTY'),
      ['products[0] (id cloud-mattress).extrasData.skus[0]: no product sells sku WARRANTY'],
    ],
    [
      'a pricing that is neither form',
      (f) => setAt(f, ['products', 0, 'pricing'], 'cheap'),
      ['products[0] (id cloud-mattress).pricing: expected object or array'],
    ],
    [
      'a coupon code in lower case and a percent over 100',
      (f) => {
        setAt(f, ['coupons', 1], { ...smallFile().coupons![0]!, code: 'HALF', value: 150 });
        setAt(f, ['coupons', 0, 'code'], 'spring');
      },
      [
        'coupons[0] (code spring).code: expected 3 to 20 capital letters, digits, - or _',
        'coupons[1] (code HALF).value: a percent coupon takes 1 to 100',
      ],
    ],
    ['a section that is not a list', (f) => setAt(f, ['coupons'], { SPRING15: {} }), ['coupons: expected an array']],
    [
      'several errors at once, each named',
      (f) => {
        setAt(f, ['version'], 2);
        setAt(f, ['products', 0, 'pricing', 'price', 'amount'], 1.5);
        setAt(f, ['coupons', 0, 'expiresAt'], 'next week');
      },
      [
        'version: expected 1',
        'products[0] (id cloud-mattress).pricing.price.amount: expected an integer number of cents',
        'coupons[0] (code SPRING15).expiresAt: Invalid ISO datetime',
      ],
    ],
  ])('%s', (_name, breakIt, expected) => {
    expect(errorsAfter(breakIt)).toEqual(expected);
  });

  it('reads a coupon written before products, startsAt, paused, maxPerShopper and stacking existed', () => {
    const file = smallFile();
    for (const field of ['products', 'startsAt', 'paused', 'maxPerShopper', 'stacking']) {
      setAt(file, ['coupons', 0, field], undefined);
    }
    const result = parseCatalogFile(file);
    expect(result.ok && result.file.coupons?.[0]).toMatchObject({
      code: 'SPRING15',
      products: [],
      startsAt: null,
      paused: false,
      maxPerShopper: null,
      stacking: 'with-deals',
    });
  });

  it('refuses a file that is not a JSON object', () => {
    const result = parseCatalogFile([]);
    expect(result.ok ? [] : formatErrors(result.errors)).toEqual(['(file): expected a JSON object']);
  });

  it('checks a file without products against the stored ones', () => {
    const file = {
      format: 'store-catalog',
      version: 1,
      brand: 'nestwood',
      signals: { popularity: [{ productId: 'cloud-mattress', count: 3 }], pairs: [] },
    };
    expect(parseCatalogFile(file, knownProductsOf([fileProduct('cloud-mattress', 'CLOUD')])).ok).toBe(true);
    const result = parseCatalogFile(file, knownProductsOf([]));
    expect(result.ok ? [] : formatErrors(result.errors)).toEqual([
      'signals.popularity[0] (productId cloud-mattress).productId: no product with id cloud-mattress',
    ]);
  });
});
