import { BRANDS, type BrandKey } from '../brands';
import type { PricingEntry, Product } from '../product';
import { bundlePagePricing } from '../collections/bundle-page-pricing';
import { BUNDLE_PART_SLOTS } from '../collections/collection-kinds';
import type { PathSegment } from './issues';
import type { Rows } from './references';

type Report = (path: readonly PathSegment[], message: string) => void;

const MONEY_FIELDS = ['totalPrice', 'discountedPrice', 'totalValue', 'listPrice'] as const;

/**
 * A bundle page composed of its parts (`bundlePage`) is priced by them: its own price, which a listing card, its
 * structured data, search and the sale page read, must be, per sku, what its size's default choice costs as the page
 * and the cart price it (core `bundlePagePricing`), from the parts in the same file. A file is refused while it says
 * otherwise (a part's price changed and the bundle's did not), naming each figure and the amount it should be, so the
 * file states what the store charges and a review sees the bundle's price move with its part's. A bundle naming a part
 * the file lacks is left to the reference check.
 */
export function checkBundlePagePrices(brand: BrandKey, rows: Rows<Product>, report: Report): void {
  const byName = new Map(rows.map(({ row }) => [row.name, row]));
  const { currency, splitKingSecondBaseSurcharge } = BRANDS[brand];
  const pricing = splitKingSecondBaseSurcharge === undefined ? {} : { splitKingSecondBaseSurcharge };
  for (const { index, row: product } of rows) {
    const page = product.bundlePage;
    if (page === undefined) continue;
    const names = [...new Set(BUNDLE_PART_SLOTS.flatMap((slot) => page[slot]?.productNames ?? []))];
    const parts = names.map((name) => byName.get(name));
    if (parts.some((part) => part === undefined)) continue;
    const bundle = { id: product.id, title: product.title, properties: product.properties, bundlePage: page };
    const expected = bundlePagePricing({ pricing, bundle, parts: parts as Product[] }, product, currency);
    const at = (...rest: PathSegment[]) => ['products', index, 'pricing', ...rest];
    if (!expected.ok) report(at(), `${expected.error.message} from its parts`);
    else compare(product.pricing, expected.value, at, report);
  }
}

function compare(
  stated: Product['pricing'],
  expected: readonly PricingEntry[],
  at: (...rest: PathSegment[]) => PathSegment[],
  report: Report,
): void {
  const skus = expected.map((entry) => entry.sku);
  if (!Array.isArray(stated) || stated.map((entry) => entry.sku).join() !== skus.join()) {
    report(at(), `a bundle page is priced per sku from its parts: expected one entry for each of ${skus.join(', ')}`);
    return;
  }
  stated.forEach((entry, i) => {
    for (const field of MONEY_FIELDS) {
      const amount = expected[i]![field].amount;
      if (entry[field].amount !== amount)
        report(
          at(i, field, 'amount'),
          `expected ${amount}, what the bundle's default choice in this size costs from its parts' prices`,
        );
    }
  });
}
