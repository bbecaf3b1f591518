import type { BrandConfig } from '@store/core/brands';
import { comparedProduct } from '@store/core/compare/compare-facts';
import { comparedMattresses, comparedPillows } from '@store/core/compare/compared-products';
import { getAllProducts, getProductsByGroup } from '../../lib/api/products';
import { listingBottomlines } from '../../lib/api/reviews';
import { brandOrigin } from '../../lib/brand/brand-param';
import type { CompareColumn } from './compare-rows';

/** Which products of a brand's catalogue a comparison shows. */
export type ComparedKind = 'mattress' | 'pillow';

/**
 * A brand's comparison columns, read through the API with that brand's key (its catalogue, and its products'
 * stars in one bottomlines call). `external` links to that brand's own storefront (a competitor comparison).
 */
export async function loadColumns(
  brand: BrandConfig,
  kind: ComparedKind,
  options: { external?: boolean } = {},
): Promise<CompareColumn[]> {
  const products =
    kind === 'mattress'
      ? comparedMattresses(await getProductsByGroup(brand.key, 'mattress'))
      : comparedPillows(await getAllProducts(brand.key));
  const ratings = await listingBottomlines(
    brand.key,
    products.map((p) => p.id),
  );
  const origin = options.external === true ? brandOrigin(brand.key) : '';
  return products.map((product) => {
    const compared = comparedProduct(product, brand, ratings[product.id]);
    // Two brands may both have a product `mattress`: another brand's columns are keyed by brand too, so verdicts and cells never mix them up.
    return {
      product: options.external === true ? { ...compared, id: `${brand.key}:${compared.id}` } : compared,
      brandName: brand.name,
      origin,
    };
  });
}
