import type { BrandKey } from '@store/core/brands';
import type { Product } from '@store/core/product';
import { RatedProductGrid } from './rated-product-grid';

/** Products offered alongside this one (content.relatedProducts). */
export function RelatedProducts({
  brand,
  products,
  showPrices,
}: {
  brand: BrandKey;
  products: readonly Product[];
  showPrices: boolean;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-10 render-when-near">
      <h2 id="related-heading" className="mb-4 text-xl font-bold">
        Goes well with
      </h2>
      <RatedProductGrid
        brand={brand}
        items={products.map((product) => ({ product }))}
        showPrices={showPrices}
        headingLevel="h3"
      />
    </section>
  );
}
