import type { Product } from '@store/core/product';

/** Home page picks: bestsellers first, then mattresses, at most `limit`, never products without a page. */
export function featuredProducts(products: readonly Product[], limit = 3): Product[] {
  const own = products.filter(
    (p) => !p.attributes.markers.includes('no-own-page') && p.attributes.group !== 'warranty' && p.attributes.group !== 'service',
  );
  const best = own.filter((p) => p.attributes.markers.includes('bestseller'));
  const rest = own
    .filter((p) => !best.includes(p))
    .sort((a, b) => Number(b.attributes.group === 'mattress') - Number(a.attributes.group === 'mattress'));
  return [...best, ...rest].slice(0, limit);
}
