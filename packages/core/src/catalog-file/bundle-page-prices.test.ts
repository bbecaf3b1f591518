import { describe, expect, it } from 'vitest';
import { BAMBOO_HEADBOARD, BUILDER, FRAME, MATTRESS, METAL_FRAME, WARRANTY } from '../collections/test-pieces';
import { formatErrors } from './issues';
import { parseCatalogFile } from './parse';
import { setAt } from './test-file.test-support';

/**
 * A file holding a bundle page and its parts. The page's own price, per size, is its default choice (the mattress and
 * the first frame, 15% off its sale price): queen 69930 + 50936 = 120866 of 179800 list, king 83930 + 57311 = 141241
 * of 209800 list.
 */
function bundleFile(): unknown {
  return JSON.parse(
    JSON.stringify({
      format: 'store-catalog',
      version: 1,
      brand: 'nestwood',
      products: [MATTRESS, FRAME, METAL_FRAME, BAMBOO_HEADBOARD, WARRANTY, BUILDER],
    }),
  );
}

const BUILDER_AT = 'products[5] (id build-your-bed)';

function errorsAfter(breakIt: (file: unknown) => void): string[] {
  const file = bundleFile();
  breakIt(file);
  const result = parseCatalogFile(file);
  return result.ok ? [] : formatErrors(result.errors);
}

describe('a bundle page in a file is priced by its parts', () => {
  it.each<[string, (file: unknown) => void, string[]]>([
    ['its price is its default choice in every size: accepted', () => undefined, []],
    [
      "a queen price that is not the default choice's",
      (f) => setAt(f, ['products', 5, 'pricing', 0, 'totalPrice', 'amount'], 118860),
      [
        `${BUILDER_AT}.pricing[0].totalPrice.amount: expected 120866, what the bundle's default choice in this size costs from its parts' prices`,
      ],
    ],
    [
      // The frame 20% off its sale price: queen 59925 - 11985 = 47940, so 69930 + 47940 = 117870; king 67425 - 13485 =
      // 53940, so 83930 + 53940 = 137870. The list value does not move.
      'a part made cheaper in the bundle while the bundle keeps its price',
      (f) => setAt(f, ['products', 5, 'bundlePage', 'furniture', 'percentOff'], 20),
      [
        `${BUILDER_AT}.pricing[0].totalPrice.amount: expected 117870, what the bundle's default choice in this size costs from its parts' prices`,
        `${BUILDER_AT}.pricing[0].discountedPrice.amount: expected 117870, what the bundle's default choice in this size costs from its parts' prices`,
        `${BUILDER_AT}.pricing[1].totalPrice.amount: expected 137870, what the bundle's default choice in this size costs from its parts' prices`,
        `${BUILDER_AT}.pricing[1].discountedPrice.amount: expected 137870, what the bundle's default choice in this size costs from its parts' prices`,
      ],
    ],
    [
      'one price for every size instead of one per sku',
      (f) =>
        setAt(f, ['products', 5, 'pricing'], {
          price: { amount: 120866, currency: 'USD', discount: 33 },
          listPrice: { amount: 179800, currency: 'USD', discount: 33 },
        }),
      [
        `${BUILDER_AT}.pricing: a bundle page is priced per sku from its parts: expected one entry for each of BUILDYOURBED-SZS0, BUILDYOURBED-SZS1`,
      ],
    ],
    [
      'a size no frame on offer comes in (only the metal frame, queen only)',
      (f) => setAt(f, ['products', 5, 'bundlePage', 'furniture', 'productNames'], ['metal-frame']),
      [`${BUILDER_AT}.pricing: Build Your Bed cannot be built in king from its parts`],
    ],
    [
      'a part the file lacks: named once, by the reference check',
      (f) => setAt(f, ['products', 5, 'bundlePage', 'furniture', 'productNames'], ['ghost-frame']),
      [`${BUILDER_AT}.bundlePage.furniture.productNames[0]: no product named ghost-frame`],
    ],
  ])('%s', (_rule, breakIt, expected) => {
    expect(errorsAfter(breakIt)).toEqual(expected);
  });
});
