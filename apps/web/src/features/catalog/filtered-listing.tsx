import { IntentLink } from '../../components/intent-link';
import type { BrandConfig } from '@store/core/brands';
import { applyListingQuery, listingFacets } from '@store/core/listing/apply-listing-query';
import type { ListingQuery } from '@store/core/listing/listing-query';
import type { Product } from '@store/core/product';
import { selectionHref } from '@store/core/selection-url';
import { listingBottomlines } from '../../lib/api/reviews';
import { ListingFilters } from './listing-filters';
import { ProductGrid } from './product-grid';

export interface FilteredListingProps {
  brand: BrandConfig;
  path: string;
  products: readonly Product[];
  query: ListingQuery;
}

/**
 * A category list filtered and sorted by its URL query, on the server (one bottomlines call gives the stars
 * and the rating sort). Cards show, price and link the product in the filtered size.
 */
export async function FilteredListing({ brand, path, products, query }: FilteredListingProps) {
  const ratings = await listingBottomlines(
    brand.key,
    products.map((p) => p.id),
  );
  const { entries, bands } = applyListingQuery(products, query, ratings);
  const facets = listingFacets(products);
  const items = entries.map(({ product, selection, sizeValue }) => ({
    product,
    selection,
    href: sizeValue === null ? undefined : selectionHref(product, { Size: sizeValue }),
  }));
  return (
    <>
      <ListingFilters
        path={path}
        query={query}
        sizes={facets.sizes}
        firmness={facets.firmness}
        bands={bands}
        currency={brand.currency}
      />
      <p className="mb-3 text-sm text-muted" data-testid="listing-count">
        {entries.length === 1 ? '1 product' : `${entries.length} products`}
      </p>
      {items.length === 0 ? (
        <div className="rounded-brand bg-surface p-6" data-testid="listing-empty">
          <p className="mb-2 font-semibold">No products match these filters.</p>
          <IntentLink href={path} className="underline">
            Clear filters
          </IntentLink>
        </div>
      ) : (
        <ProductGrid items={items} showPrices ratings={ratings} leadsPage />
      )}
    </>
  );
}
