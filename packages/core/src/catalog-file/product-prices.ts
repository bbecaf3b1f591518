import type { PricingEntry, Product, SinglePricing } from '../product';
import { allSelections, buildVariantSku, defaultSelection, variantPrice, type Selection } from '../variant';
import type { PathSegment } from './issues';
import type { Rows } from './references';

type Report = (path: readonly PathSegment[], message: string) => void;
type At = (...rest: PathSegment[]) => PathSegment[];

/**
 * A product's price fields that the store does not charge from must say what it charges, so that editing one of them
 * either changes the store or is refused, never silently ignored (core `variantPrice` is what the store charges):
 *
 * - one price (`{ price, listPrice }`): the store charges the list price (plus the chosen options' `priceDiff`) less
 *   `price.discount`; `price.amount` must be that for the default variant, and `listPrice.discount` must be
 *   `price.discount`.
 * - one entry per sku: the store charges an entry's `discountedPrice` and shows its `listPrice`; `totalPrice` must be
 *   `discountedPrice` and `totalValue` must be `listPrice`, every variant sku has one entry and every entry is a
 *   variant (a sku without one would be charged the first entry's price), and an option's `priceDiff` must be what
 *   choosing it instead of the default adds to the entries' list price.
 *
 * A bundle page's entries are checked against its parts (bundle-page-prices.ts); of a bundle page only the options'
 * `priceDiff` is checked here.
 */
export function checkProductPrices(rows: Rows<Product>, report: Report): void {
  for (const { index, row: product } of rows) {
    const at: At = (...rest) => ['products', index, ...rest];
    if (Array.isArray(product.pricing)) {
      if (product.bundlePage === undefined) checkEntries(product, product.pricing, at, report);
      checkPriceDiffs(product, product.pricing, at, report);
    } else if (product.bundlePage === undefined) checkSinglePrice(product, product.pricing, at, report);
  }
}

function checkSinglePrice(product: Product, pricing: SinglePricing, at: At, report: Report): void {
  const charged = variantPrice(product, defaultSelection(product));
  const { amount } = pricing.price;
  if (amount !== charged.price) {
    const diff = charged.listPrice - pricing.listPrice.amount;
    const list =
      diff === 0
        ? `list ${charged.listPrice}`
        : `list ${pricing.listPrice.amount} ${diff > 0 ? '+' : '-'} ${Math.abs(diff)} for the default options,`;
    report(
      at('pricing', 'price', 'amount'),
      `${amount} is not what the store charges (${list} less ${charged.discount}% = ${charged.price}); change listPrice or discount, or write ${charged.price}`,
    );
  }
  if (pricing.listPrice.discount !== pricing.price.discount)
    report(
      at('pricing', 'listPrice', 'discount'),
      `${pricing.listPrice.discount} is not the sale the store applies: it takes price.discount (${pricing.price.discount}) off list; write ${pricing.price.discount}`,
    );
}

function checkEntries(product: Product, entries: readonly PricingEntry[], at: At, report: Report): void {
  const skus = allSelections(product.properties).map((s) => buildVariantSku(product.inventoryKey, product.properties, s));
  const first = new Map<string, number>();
  entries.forEach((entry, i) => {
    const earlier = first.get(entry.sku);
    if (earlier !== undefined)
      report(at('pricing', i, 'sku'), `${entry.sku} is priced twice (also pricing[${earlier}]); the store charges the first`);
    else first.set(entry.sku, i);
    if (!skus.includes(entry.sku))
      report(at('pricing', i, 'sku'), `${entry.sku} is not a variant of this product (its skus: ${skus.join(', ')})`);
    const { totalPrice, discountedPrice, totalValue, listPrice } = entry;
    if (totalPrice.amount !== discountedPrice.amount)
      report(
        at('pricing', i, 'totalPrice', 'amount'),
        `${totalPrice.amount} is not what the store charges for ${entry.sku} (its discountedPrice, ${discountedPrice.amount}); write ${discountedPrice.amount}`,
      );
    if (totalValue.amount !== listPrice.amount)
      report(
        at('pricing', i, 'totalValue', 'amount'),
        `${totalValue.amount} is not the list price the store shows for ${entry.sku} (its listPrice, ${listPrice.amount}); write ${listPrice.amount}`,
      );
  });
  for (const sku of skus)
    if (!first.has(sku))
      report(at('pricing'), `no entry for ${sku}: the store would charge it the first entry's price (${entries[0]!.sku})`);
}

function checkPriceDiffs(product: Product, entries: readonly PricingEntry[], at: At, report: Report): void {
  const skuOf = (selection: Selection) => buildVariantSku(product.inventoryKey, product.properties, selection);
  const listOf = (sku: string) => entries.find((entry) => entry.sku === sku)?.listPrice.amount;
  const defaults = defaultSelection(product);
  const defaultSku = skuOf(defaults);
  const base = listOf(defaultSku);
  if (base === undefined) return;
  product.properties.forEach((property, p) =>
    property.options.forEach((option, o) => {
      const sku = skuOf({ ...defaults, [property.name]: option.value });
      const list = listOf(sku);
      if (list === undefined || option.priceDiff === list - base) return;
      report(
        at('properties', p, 'options', o, 'priceDiff'),
        `${option.priceDiff} is not what ${option.value} adds to the list price (${sku} lists ${list}, the default ${defaultSku} ${base}); write ${list - base}`,
      );
    }),
  );
}
