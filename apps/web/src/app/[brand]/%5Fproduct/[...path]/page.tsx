import type { Metadata } from 'next';
import { pageTypeForPath } from '@store/core/pages';
import { bundleVariantTitle } from '@store/core/product-paths';
import { ContentOrNotFound, contentOrNotFoundMetadata } from '../../../../features/content/content-or-not-found';
import { pageTrail, trailSteps } from '../../../../features/catalog/page-crumbs';
import { loadPageView } from '../../../../features/catalog/load-page-view';
import { ProductPage } from '../../../../features/catalog/product-page';
import { JsonLdScript } from '../../../../features/catalog/product-json-ld-script';
import { productCurrency } from '../../../../features/catalog/product-pricing';
import { withQuerySelection } from '../../../../features/catalog/product-route';
import { advertisedProviders } from '../../../../lib/api/payment-providers';
import { getAllProducts, getProductsByIds } from '../../../../lib/api/products';
import { productBottomlineOrNull } from '../../../../lib/api/reviews';
import { defaultRecommendations } from '../../../../features/recommendations/recommendation-card';
import { RecommendationRow } from '../../../../features/recommendations/recommendation-row';
import { brandFromParam, brandOrigin, brandUrl } from '../../../../lib/brand/brand-param';
import { breadcrumbJsonLd } from '../../../../lib/seo/breadcrumb-json-ld';
import { buildPageMetadata, metaDescription } from '../../../../lib/seo/page-metadata';
import { productJsonLd } from '../../../../lib/seo/product-json-ld';

/**
 * Product pages (/mattress, /mattress/{material}/{firmness}/{size}, /{section}/{name}), which the proxy rewrites here
 * from their public paths (lib/routing/page-route.ts). Rendered per request: the page reads its query (`?size=king`)
 * for the first render, which an ISR route cannot do (Next.js answers DYNAMIC_SERVER_USAGE, vercel/next.js#79465). The
 * API reads behind it stay cached (apiGet's revalidate), so a render costs no API round trip once warm.
 */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ brand: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * A product's path with no such product in the catalogue may still be a content page (a brand's markdown file at
 * that path): the catalogue comes first, as it always has.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand: brandParam, path } = await params;
  const brand = brandFromParam(brandParam);
  const view = await loadPageView(brand.key, path);
  if (view.kind !== 'product') return contentOrNotFoundMetadata(brand, path);
  return buildPageMetadata({
    brandName: brand.name,
    pageType: pageTypeForPath(view.path),
    title: bundleVariantTitle(view.product.id, view.product.title),
    description: metaDescription(view.product.content.summary),
    canonical: brandUrl(brand, view.canonicalPath),
  });
}

/** The product with its choice (from the path, then the query), related products, financing and reviews. */
export default async function ProductRoutePage({ params, searchParams }: Props) {
  const { brand: brandParam, path } = await params;
  const brand = brandFromParam(brandParam);
  const view = await loadPageView(brand.key, path);
  if (view.kind !== 'product') return <ContentOrNotFound brand={brand} path={path} />;
  // A product page reads the query for the choice a listing card or the shopper's last choice wrote into the URL.
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
    <main id="main" data-page-type={pageTypeForPath(view.path)}>
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
