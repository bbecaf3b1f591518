import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isRefinedListing } from '@store/core/listing/listing-query';
import { normalizePath, pageTypeForPath, recommendationContext } from '@store/core/pages';
import { bundleVariantTitle } from '@store/core/product-paths';
import { categoryCopy, sizeLandingCopy } from '../../../features/catalog/listing-copy';
import { FilteredListing } from '../../../features/catalog/filtered-listing';
import { ListingPage } from '../../../features/catalog/listing-page';
import { contentPageMetadata } from '../../../features/content/content-metadata';
import { ContentPageView } from '../../../features/content/content-page';
import { listingQueryOf, routeListingQuery } from '../../../features/catalog/listing-query-route';
import { pageTrail, trailSteps } from '../../../features/catalog/page-crumbs';
import { RatedProductGrid } from '../../../features/catalog/rated-product-grid';
import { loadPageView } from '../../../features/catalog/load-page-view';
import { ProductPage } from '../../../features/catalog/product-page';
import { JsonLdScript } from '../../../features/catalog/product-json-ld-script';
import { productCurrency } from '../../../features/catalog/product-pricing';
import { withQuerySelection } from '../../../features/catalog/product-route';
import { advertisedProviders } from '../../../lib/api/payment-providers';
import { getAllProducts, getProductsByIds } from '../../../lib/api/products';
import { productBottomlineOrNull } from '../../../lib/api/reviews';
import { Container } from '../../../components/ui/container';
import { defaultRecommendations } from '../../../features/recommendations/recommendation-card';
import { RecommendationRow } from '../../../features/recommendations/recommendation-row';
import { brandFromParam, brandOrigin, brandUrl } from '../../../lib/brand/brand-param';
import { contentPage } from '../../../lib/content/load-content';
import { breadcrumbJsonLd } from '../../../lib/seo/breadcrumb-json-ld';
import { notFoundMetadata } from '../../../lib/seo/not-found-metadata';
import { buildPageMetadata, metaDescription } from '../../../lib/seo/page-metadata';
import { productJsonLd } from '../../../lib/seo/product-json-ld';

/**
 * Rendered per request: a product page reads its query (`?size=king`) for the first render, which an ISR route cannot
 * do (Next.js answers DYNAMIC_SERVER_USAGE, vercel/next.js#79465). The API reads behind it stay cached (apiGet's
 * revalidate), so a render costs no API round trip once warm.
 */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ brand: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Title, description, canonical, x-default alternate and page type of listing, size landing and product pages. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { brand: brandParam, path } = await params;
  const brand = brandFromParam(brandParam);
  const view = await loadPageView(brand.key, path);
  const base = { brandName: brand.name, pageType: pageTypeForPath(view.kind === 'not-found' ? '/' : view.path) };
  switch (view.kind) {
    case 'listing': {
      const copy = categoryCopy(brand, view.category);
      // A filtered or sorted view stays out of search results; its canonical is the bare list.
      const noIndex = isRefinedListing(listingQueryOf(brand, await searchParams));
      return buildPageMetadata({
        ...base,
        title: copy.title,
        description: copy.intro,
        canonical: brandUrl(brand, view.path),
        noIndex,
      });
    }
    case 'size-landing': {
      const copy = sizeLandingCopy(brand, view.size);
      return buildPageMetadata({
        ...base,
        title: copy.title,
        description: metaDescription(copy.intro),
        canonical: brandUrl(brand, view.path),
      });
    }
    case 'product':
      return buildPageMetadata({
        ...base,
        title: bundleVariantTitle(view.product.id, view.product.title),
        description: metaDescription(view.product.content.summary),
        canonical: brandUrl(brand, view.canonicalPath),
      });
    case 'not-found': {
      const page = contentPage(brand, path.join('/'));
      if (page) return contentPageMetadata(brand, page);
      // The page itself calls notFound(); throwing here would skip the brand's not-found UI in the HTML.
      return notFoundMetadata(brand.name);
    }
  }
}

/** The storefront's catch-all page: category lists, size landing pages, product pages and content pages. */
export default async function CatalogPage({ params, searchParams }: Props) {
  const { brand: brandParam, path } = await params;
  const brand = brandFromParam(brandParam);
  const view = await loadPageView(brand.key, path);
  if (view.kind === 'not-found') {
    const page = contentPage(brand, path.join('/'));
    if (!page) notFound();
    return <ContentPageView brand={brand} page={page} />;
  }
  const pageType = pageTypeForPath(view.path);
  if (view.kind !== 'product') {
    const copy = view.kind === 'listing' ? categoryCopy(brand, view.category) : sizeLandingCopy(brand, view.size);
    const context = recommendationContext(view.path);
    const trail = pageTrail(view, copy.title);
    const showPrices = brand.status === 'active';
    return (
      <main id="main" data-page-type={pageType}>
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
  // A product page reads the query for the choice a listing card or the shopper's last choice wrote into the URL (a
  // category list reads it for its filters); both render per request from cached API reads.
  const { selection, preselected } = withQuerySelection(view.product, view, await searchParams);
  const [related, financingProviders, bottomline, catalogue] = await Promise.all([
    getProductsByIds(brand.key, view.product.content.relatedProducts),
    advertisedProviders(brand),
    productBottomlineOrNull(brand.key, view.product.id),
    getAllProducts(brand.key),
  ]);
  const jsonLd = productJsonLd({
    product: view.product,
    selection,
    brandName: brand.name,
    currency: productCurrency(view.product),
    url: brandUrl(brand, view.canonicalPath),
    origin: brandOrigin(brand.key),
    takesOrders: brand.status === 'active',
    rating: bottomline,
  });
  const trail = pageTrail(view, bundleVariantTitle(view.product.id, view.product.title));
  return (
    <main id="main" data-page-type={pageType}>
      <JsonLdScript data={jsonLd} />
      <JsonLdScript data={breadcrumbJsonLd(brandOrigin(brand.key), trailSteps(trail))} />
      <ProductPage
        brand={brand}
        product={view.product}
        selection={selection}
        pathPreselected={preselected}
        related={related}
        financingProviders={financingProviders}
        bottomline={bottomline}
        recommendations={
          brand.status === 'active' ? (
            <RecommendationRow
              context="product"
              productId={view.product.id}
              fallback={defaultRecommendations(catalogue, { exclude: view.product.id })}
            />
          ) : null
        }
      />
    </main>
  );
}
