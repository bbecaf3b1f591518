import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isRefinedListing } from '@store/core/listing/listing-query';
import { normalizePath, pageTypeForPath, recommendationContext } from '@store/core/pages';
import { categoryCopy, sizeLandingCopy } from '../../../../features/catalog/listing-copy';
import { FilteredListing } from '../../../../features/catalog/filtered-listing';
import { ListingPage } from '../../../../features/catalog/listing-page';
import { listingQueryOf, routeListingQuery } from '../../../../features/catalog/listing-query-route';
import { pageTrail, trailSteps } from '../../../../features/catalog/page-crumbs';
import { RatedProductGrid } from '../../../../features/catalog/rated-product-grid';
import { loadPageView } from '../../../../features/catalog/load-page-view';
import { JsonLdScript } from '../../../../features/catalog/product-json-ld-script';
import { getAllProducts } from '../../../../lib/api/products';
import { Container } from '../../../../components/ui/container';
import { defaultRecommendations } from '../../../../features/recommendations/recommendation-card';
import { RecommendationRow } from '../../../../features/recommendations/recommendation-row';
import { brandFromParam, brandOrigin, brandUrl } from '../../../../lib/brand/brand-param';
import { breadcrumbJsonLd } from '../../../../lib/seo/breadcrumb-json-ld';
import { notFoundMetadata } from '../../../../lib/seo/not-found-metadata';
import { buildPageMetadata, metaDescription } from '../../../../lib/seo/page-metadata';

/**
 * Category lists (/mattresses, ...) and size landing pages (/queen-mattress, ...), which the proxy rewrites here from
 * their public paths (lib/routing/page-route.ts). Rendered per request: a list reads its filters and sort from the
 * query, and the page's scripts carry the request's CSP nonce; the API reads behind it stay cached (apiGet's revalidate).
 */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ brand: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Title, description, canonical and page type; a filtered or sorted list stays out of search results. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { brand: brandParam, path } = await params;
  const brand = brandFromParam(brandParam);
  const view = await loadPageView(brand.key, path);
  if (view.kind !== 'listing' && view.kind !== 'size-landing') return notFoundMetadata(brand.name);
  const base = { brandName: brand.name, pageType: pageTypeForPath(view.path), canonical: brandUrl(brand, view.path) };
  if (view.kind === 'size-landing') {
    const copy = sizeLandingCopy(brand, view.size);
    return buildPageMetadata({ ...base, title: copy.title, description: metaDescription(copy.intro) });
  }
  const copy = categoryCopy(brand, view.category);
  // The canonical of a refined view is the bare list.
  const noIndex = isRefinedListing(listingQueryOf(brand, await searchParams));
  return buildPageMetadata({ ...base, title: copy.title, description: copy.intro, noIndex });
}

/** A category's products with its filters, or a size's mattresses, then the recommendations row. */
export default async function ListingRoutePage({ params, searchParams }: Props) {
  const { brand: brandParam, path } = await params;
  const brand = brandFromParam(brandParam);
  const view = await loadPageView(brand.key, path);
  if (view.kind !== 'listing' && view.kind !== 'size-landing') notFound();
  const copy = view.kind === 'listing' ? categoryCopy(brand, view.category) : sizeLandingCopy(brand, view.size);
  const context = recommendationContext(view.path);
  const trail = pageTrail(view, copy.title);
  const showPrices = brand.status === 'active';
  return (
    <main id="main" data-page-type={pageTypeForPath(view.path)}>
      <JsonLdScript data={breadcrumbJsonLd(brandOrigin(brand.key), trailSteps(trail))} />
      <ListingPage title={copy.title} intro={copy.intro} crumbs={trail.crumbs}>
        {view.kind === 'listing' && showPrices ? (
          <FilteredListing
            brand={brand}
            path={view.path}
            products={view.items.map((item) => item.product)}
            query={routeListingQuery(brand, view.path, await searchParams)}
          />
        ) : (
          <RatedProductGrid brand={brand.key} items={view.items} showPrices={showPrices} leadsPage />
        )}
      </ListingPage>
      {brand.status === 'active' ? (
        <Container className="pb-10">
          <RecommendationRow
            context={context}
            category={context === 'category' ? normalizePath(view.path).slice(1) : undefined}
            fallback={defaultRecommendations(await getAllProducts(brand.key))}
          />
        </Container>
      ) : null}
    </main>
  );
}
