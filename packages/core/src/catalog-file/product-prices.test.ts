import { describe, expect, it } from 'vitest';
import { formatErrors } from './issues';
import { parseCatalogFile } from './parse';
import { fileProduct, setAt, smallFile } from './test-file.test-support';

/**
 * The small file's two mattresses (one price: list 100000, 10% off, so 90000 for the default queen; king adds 20000 to
 * list) and a bedding set priced per sku: queen lists 30000 and costs 24000, king lists 50000 and costs 40000.
 */
function priceFile(): unknown {
  const file = smallFile();
  const set = fileProduct('bedding-set', 'BEDSET');
  set.pricing = [
    {
      sku: 'BEDSET-SZQN',
      totalPrice: { amount: 24000, currency: 'USD' },
      discountedPrice: { amount: 24000, currency: 'USD' },
      totalValue: { amount: 30000, currency: 'USD' },
      listPrice: { amount: 30000, currency: 'USD' },
    },
    {
      sku: 'BEDSET-SZKG',
      totalPrice: { amount: 40000, currency: 'USD' },
      discountedPrice: { amount: 40000, currency: 'USD' },
      totalValue: { amount: 50000, currency: 'USD' },
      listPrice: { amount: 50000, currency: 'USD' },
    },
  ];
  file.products!.push(set);
  return JSON.parse(JSON.stringify(file));
}

function errorsAfter(breakIt: (file: unknown) => void): string[] {
  const file = priceFile();
  breakIt(file);
  const result = parseCatalogFile(file);
  return result.ok ? [] : formatErrors(result.errors);
}

const CLOUD = 'products[0] (id cloud-mattress)';
const SET = 'products[2] (id bedding-set)';

describe('a product in a file states the price the store charges', () => {
  it.each<[string, (file: unknown) => void, string[]]>([
    ['every price field says what the store charges: accepted', () => undefined, []],
    [
      // The store charges the list price less the discount; price.amount is only a statement of it.
      'a sale price edited on its own',
      (f) => setAt(f, ['products', 0, 'pricing', 'price', 'amount'], 89000),
      [
        `${CLOUD}.pricing.price.amount: 89000 is not what the store charges (list 100000 less 10% = 90000); change listPrice or discount, or write 90000`,
      ],
    ],
    [
      'a list price raised without the sale price: 110000 less 10% = 99000',
      (f) => setAt(f, ['products', 0, 'pricing', 'listPrice', 'amount'], 110000),
      [
        `${CLOUD}.pricing.price.amount: 90000 is not what the store charges (list 110000 less 10% = 99000); change listPrice or discount, or write 99000`,
      ],
    ],
    [
      'a deeper sale written in price.discount only: 100000 less 20% = 80000, and the list discount disagrees',
      (f) => setAt(f, ['products', 0, 'pricing', 'price', 'discount'], 20),
      [
        `${CLOUD}.pricing.price.amount: 90000 is not what the store charges (list 100000 less 20% = 80000); change listPrice or discount, or write 80000`,
        `${CLOUD}.pricing.listPrice.discount: 10 is not the sale the store applies: it takes price.discount (20) off list; write 20`,
      ],
    ],
    [
      'a sale written in listPrice.discount only, which the store does not apply',
      (f) => setAt(f, ['products', 0, 'pricing', 'listPrice', 'discount'], 25),
      [
        `${CLOUD}.pricing.listPrice.discount: 25 is not the sale the store applies: it takes price.discount (10) off list; write 10`,
      ],
    ],
    [
      // 9999 * 15% = 1499.85, rounded to 1500: 9999 - 1500 = 8499.
      'a discount that does not come out in whole cents is rounded: 9999 less 15% = 8499',
      (f) => {
        setAt(f, ['products', 0, 'pricing'], {
          price: { amount: 8500, currency: 'USD', discount: 15 },
          listPrice: { amount: 9999, currency: 'USD', discount: 15 },
        });
      },
      [
        `${CLOUD}.pricing.price.amount: 8500 is not what the store charges (list 9999 less 15% = 8499); change listPrice or discount, or write 8499`,
      ],
    ],
    [
      // The default queen now adds 5000 to list: 105000 - 10500 = 94500.
      'a default option that adds to the list price',
      (f) => setAt(f, ['products', 0, 'properties', 0, 'options', 0, 'priceDiff'], 5000),
      [
        `${CLOUD}.pricing.price.amount: 90000 is not what the store charges (list 100000 + 5000 for the default options, less 10% = 94500); change listPrice or discount, or write 94500`,
      ],
    ],
    [
      "another option's priceDiff on one price: the store charges from it, accepted",
      (f) => setAt(f, ['products', 0, 'properties', 0, 'options', 1, 'priceDiff'], 25000),
      [],
    ],
    [
      'a per-sku total that is not what the store charges (its discountedPrice)',
      (f) => setAt(f, ['products', 2, 'pricing', 1, 'totalPrice', 'amount'], 38000),
      [
        `${SET}.pricing[1].totalPrice.amount: 38000 is not what the store charges for BEDSET-SZKG (its discountedPrice, 40000); write 40000`,
      ],
    ],
    [
      'a per-sku value that is not the list price the store shows',
      (f) => setAt(f, ['products', 2, 'pricing', 0, 'totalValue', 'amount'], 41000),
      [
        `${SET}.pricing[0].totalValue.amount: 41000 is not the list price the store shows for BEDSET-SZQN (its listPrice, 30000); write 30000`,
      ],
    ],
    [
      'a sku without an entry',
      (f) => setAt(f, ['products', 2, 'pricing'], [(f as { products: Array<{ pricing: unknown[] }> }).products[2]!.pricing[0]]),
      [`${SET}.pricing: no entry for BEDSET-SZKG: the store would charge it the first entry's price (BEDSET-SZQN)`],
    ],
    [
      'an entry for a sku the product does not sell',
      (f) => setAt(f, ['products', 2, 'pricing', 1, 'sku'], 'BEDSET-SZTW'),
      [
        `${SET}.pricing[1].sku: BEDSET-SZTW is not a variant of this product (its skus: BEDSET-SZQN, BEDSET-SZKG)`,
        `${SET}.pricing: no entry for BEDSET-SZKG: the store would charge it the first entry's price (BEDSET-SZQN)`,
      ],
    ],
    [
      'a sku priced twice',
      (f) => setAt(f, ['products', 2, 'pricing', 1, 'sku'], 'BEDSET-SZQN'),
      [
        `${SET}.pricing[1].sku: BEDSET-SZQN is priced twice (also pricing[0]); the store charges the first`,
        `${SET}.pricing: no entry for BEDSET-SZKG: the store would charge it the first entry's price (BEDSET-SZQN)`,
      ],
    ],
    [
      // Priced per sku, the store reads king's entry (50000 list), never the option's priceDiff: 50000 - 30000 = 20000.
      "an option's priceDiff that its entries do not bear out",
      (f) => setAt(f, ['products', 2, 'properties', 0, 'options', 1, 'priceDiff'], 15000),
      [
        `${SET}.properties[0].options[1].priceDiff: 15000 is not what king adds to the list price (BEDSET-SZKG lists 50000, the default BEDSET-SZQN 30000); write 20000`,
      ],
    ],
    [
      'a priceDiff on the default option of a product priced per sku',
      (f) => setAt(f, ['products', 2, 'properties', 0, 'options', 0, 'priceDiff'], 1000),
      [
        `${SET}.properties[0].options[0].priceDiff: 1000 is not what queen adds to the list price (BEDSET-SZQN lists 30000, the default BEDSET-SZQN 30000); write 0`,
      ],
    ],
  ])('%s', (_rule, breakIt, expected) => {
    expect(errorsAfter(breakIt)).toEqual(expected);
  });
});
