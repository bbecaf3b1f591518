import { BRANDS, type BrandKey } from '../brands';
import type { Product } from '../product';
import type { UpsellItem } from '../upsell';
import type { CatalogAlbum, CatalogCoupon, CatalogReview, CatalogShowroom, CatalogSignals } from './sections';
import { couponRuleIssues } from '../coupons/coupon-rules';
import { formatPath, type CatalogFileError, type PathSegment } from './issues';

/** The products other rows may name: by id, by name (collections and bundles), and by sku (extras). */
export interface KnownProducts {
  ids: ReadonlySet<string>;
  names: ReadonlySet<string>;
  skus: ReadonlySet<string>;
}

export function knownProductsOf(
  products: ReadonlyArray<Pick<Product, 'id' | 'name' | 'inventoryKey' | 'availability'>>,
): KnownProducts {
  return {
    ids: new Set(products.map((p) => p.id)),
    names: new Set(products.map((p) => p.name)),
    skus: new Set(products.flatMap((p) => [p.inventoryKey, ...Object.keys(p.availability)])),
  };
}

/** A section's rows that passed their own schema, each with its index in the file. */
export type Rows<T> = ReadonlyArray<{ index: number; row: T }>;

export interface ParsedSections {
  products?: Rows<Product>;
  upsells?: Rows<UpsellItem>;
  coupons?: Rows<CatalogCoupon>;
  reviews?: Rows<CatalogReview>;
  reviewAlbums?: Rows<CatalogAlbum>;
  showrooms?: Rows<CatalogShowroom>;
  signals?: CatalogSignals;
}

type Report = (path: readonly PathSegment[], message: string) => void;

/**
 * What no single row's schema can see: keys used twice, rows naming products the brand does not have, prices in
 * another currency than the brand's, offers for another region.
 */
export function checkReferences(
  brand: BrandKey | null,
  sections: ParsedSections,
  known: KnownProducts,
  input: unknown,
): CatalogFileError[] {
  const errors: CatalogFileError[] = [];
  const report: Report = (path, message) => errors.push({ path: formatPath(path, input), message });
  const region = brand ? BRANDS[brand].region : null;
  const currency = brand ? BRANDS[brand].currency : null;
  if (sections.products) checkProducts(sections.products, known, currency, report);
  for (const { index, row } of sections.upsells ?? []) {
    const at = (...rest: PathSegment[]) => ['upsells', index, ...rest];
    if (!known.ids.has(row.productId)) report(at('productId'), `no product with id ${row.productId}`);
    if (region && row.region !== region) report(at('region'), `expected ${region}, the brand's region`);
    const names = new Set(sections.upsells?.map((u) => u.row.name));
    row.excludes?.forEach((name, i) => {
      if (!names.has(name)) report(at('excludes', i), `no upsell named ${name}`);
    });
  }
  duplicates(sections.upsells, 'upsells', 'name', (r) => r.name, report);
  duplicates(sections.coupons, 'coupons', 'code', (r) => r.code, report);
  for (const { index, row } of sections.coupons ?? []) {
    for (const issue of couponRuleIssues(row)) report(['coupons', index, issue.field], issue.message);
    row.products.forEach((id, i) => {
      if (!known.ids.has(id)) report(['coupons', index, 'products', i], `no product with id ${id}`);
    });
  }
  duplicates(sections.reviews, 'reviews', 'id', (r) => r.id, report);
  for (const { index, row } of sections.reviews ?? [])
    if (!known.ids.has(row.domainKey)) report(['reviews', index, 'domainKey'], `no product with id ${row.domainKey}`);
  duplicates(sections.reviewAlbums, 'reviewAlbums', 'name', (r) => r.name, report);
  for (const { index, row } of sections.reviewAlbums ?? []) {
    const rows = row.items.map((item, i) => ({ index: i, row: item }));
    duplicates(
      rows,
      `reviewAlbums[${index}].items`,
      'id',
      (r) => r.id,
      (path, message) => report(['reviewAlbums', index, 'items', ...path.slice(1)], message),
    );
    row.items.forEach((item, i) => {
      if (item.domainKey !== null && !known.ids.has(item.domainKey))
        report(['reviewAlbums', index, 'items', i, 'domainKey'], `no product with id ${item.domainKey}`);
    });
  }
  duplicates(sections.showrooms, 'showrooms', 'id', (r) => r.id, report);
  for (const { index, row } of sections.showrooms ?? [])
    if (region && row.country !== region) report(['showrooms', index, 'country'], `expected ${region}, the brand's region`);
  if (sections.signals) checkSignals(sections.signals, known, report);
  return errors;
}

function checkProducts(rows: Rows<Product>, known: KnownProducts, currency: string | null, report: Report): void {
  duplicates(rows, 'products', 'id', (r) => r.id, report);
  duplicates(rows, 'products', 'name', (r) => r.name, report);
  for (const { index, row } of rows) {
    const at = (...rest: PathSegment[]) => ['products', index, ...rest];
    row.content.relatedProducts.forEach((id, i) => {
      if (!known.ids.has(id)) report(at('content', 'relatedProducts', i), `no product with id ${id}`);
    });
    row.extrasData.skus.forEach((sku, i) => {
      if (!known.skus.has(sku)) report(at('extrasData', 'skus', i), `no product sells sku ${sku}`);
    });
    row.collectionItems?.forEach((item, i) => {
      if (!known.names.has(item.productName))
        report(at('collectionItems', i, 'productName'), `no product named ${item.productName}`);
    });
    for (const [slot, part] of Object.entries(row.bundlePage ?? {}))
      part?.productNames.forEach((name, i) => {
        if (!known.names.has(name)) report(at('bundlePage', slot, 'productNames', i), `no product named ${name}`);
      });
    for (const [path, money] of moneyOf(row.pricing))
      if (currency && money.currency !== currency)
        report(at('pricing', ...path, 'currency'), `expected ${currency}, the brand's currency`);
  }
}

function moneyOf(pricing: Product['pricing']): Array<[PathSegment[], { currency: string }]> {
  if (!Array.isArray(pricing))
    return [
      [['price'], pricing.price],
      [['listPrice'], pricing.listPrice],
    ];
  return pricing.flatMap((entry, i) =>
    (['totalPrice', 'discountedPrice', 'totalValue', 'listPrice'] as const).map(
      (field): [PathSegment[], { currency: string }] => [[i, field], entry[field]],
    ),
  );
}

function checkSignals(signals: CatalogSignals, known: KnownProducts, report: Report): void {
  const seen = new Set<string>();
  signals.popularity.forEach((row, i) => {
    if (!known.ids.has(row.productId)) report(['signals', 'popularity', i, 'productId'], `no product with id ${row.productId}`);
    if (seen.has(row.productId)) report(['signals', 'popularity', i, 'productId'], `${row.productId} is listed twice`);
    seen.add(row.productId);
  });
  const pairs = new Set<string>();
  signals.pairs.forEach((row, i) => {
    for (const side of ['a', 'b'] as const)
      if (!known.ids.has(row[side])) report(['signals', 'pairs', i, side], `no product with id ${row[side]}`);
    if (row.a === row.b) report(['signals', 'pairs', i], 'a pair names two different products');
    const key = [row.a, row.b].sort().join('+');
    if (pairs.has(key)) report(['signals', 'pairs', i], `the pair ${row.a} and ${row.b} is listed twice`);
    pairs.add(key);
  });
}

function duplicates<T>(
  rows: Rows<T> | undefined,
  section: string,
  field: string,
  keyOf: (row: T) => string,
  report: Report,
): void {
  const first = new Map<string, number>();
  for (const { index, row } of rows ?? []) {
    const key = keyOf(row);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, index);
    else report([section, index, field], `${key} is used twice (also ${section}[${earlier}])`);
  }
}
