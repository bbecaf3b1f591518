import type { BrandKey } from '@store/core/brands';
import type { Product } from '@store/core/product';
import { saleDiscounts, type SaleItem } from '@store/core/compare/sale';
import { RatedProductGrid } from '../catalog/rated-product-grid';

/** /sale: one section per discount, largest first; each card shows the sale price, the struck list price and the percent off. */
export function SaleSections({ brand, items }: { brand: BrandKey; items: readonly SaleItem<Product>[] }) {
  return (
    <>
      {saleDiscounts(items).map((discount, index) => (
        <section key={discount} aria-labelledby={`sale-${discount}`} className="mb-8" data-testid="sale-section">
          <h2 id={`sale-${discount}`} className="mb-4 text-2xl font-bold">
            {discount}% off
          </h2>
          <RatedProductGrid
            brand={brand}
            items={items.filter((item) => item.price.discount === discount).map((item) => ({ product: item.product }))}
            showPrices
            headingLevel="h3"
            leadsPage={index === 0}
          />
        </section>
      ))}
    </>
  );
}
