import type { Metadata } from 'next';
import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';
import { RatedProductGrid } from '../../features/catalog/rated-product-grid';
import { CategoryTiles } from '../../features/home/category-tiles';
import { featuredProducts } from '../../features/home/featured-products';
import { Hero } from '../../features/home/hero';
import { mainMattress, promotionPercent } from '../../features/home/home-picks';
import { PromotionBanner } from '../../features/home/promotion-banner';
import { ReviewsStrip } from '../../features/home/reviews-strip';
import { TrustBadges } from '../../features/home/trust-badges';
import { defaultRecommendations } from '../../features/recommendations/recommendation-card';
import { RecommendationRow } from '../../features/recommendations/recommendation-row';
import { getAllProducts } from '../../lib/api/products';
import { brandFromParam, brandUrl } from '../../lib/brand/brand-param';
import { buildPageMetadata } from '../../lib/seo/page-metadata';

export const revalidate = 300;

interface Props {
  params: Promise<{ brand: string }>;
}

/** The home page's title, description, canonical and page type. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const brand = brandFromParam((await params).brand);
  const description =
    brand.status === 'active'
      ? `${brand.tagline}. ${brand.copy.mattressTrial}, ${brand.copy.mattressWarranty.toLowerCase()}, free shipping and returns.`
      : `${brand.name} has been discontinued. Find support and our current mattresses.`;
  return buildPageMetadata({
    title: brand.tagline,
    brandName: brand.name,
    description,
    canonical: brandUrl(brand, '/'),
    pageType: 'Page',
  });
}

/**
 * The brand's home page: hero with its main mattress, the current promotion, trust badges, category tiles,
 * featured products, the reviews strip and the recommendation row; a discontinued brand shows only its hero.
 */
export default async function HomePage({ params }: Props) {
  const brand = brandFromParam((await params).brand);
  const active = brand.status === 'active';
  const catalogue = active ? await getAllProducts(brand.key) : [];
  const featured = featuredProducts(catalogue);
  const promotion = promotionPercent(catalogue);
  return (
    <main id="main" data-page-type="Page">
      <Hero brand={brand} mattress={mainMattress(catalogue)} />
      {active && promotion !== null ? <PromotionBanner percent={promotion} /> : null}
      {active ? (
        <Container className="flex flex-col gap-12 py-10">
          <TrustBadges brand={brand} />
          <section aria-labelledby="categories-heading">
            <SectionHeading id="categories-heading">Shop by category</SectionHeading>
            <CategoryTiles brand={brand.key} />
          </section>
          {featured.length > 0 ? (
            <section aria-labelledby="featured-heading">
              <SectionHeading id="featured-heading">Customer favourites</SectionHeading>
              <RatedProductGrid brand={brand.key} items={featured.map((product) => ({ product }))} showPrices headingLevel="h3" />
            </section>
          ) : null}
          <ReviewsStrip brand={brand.key} />
          <RecommendationRow context="homepage" fallback={defaultRecommendations(catalogue)} />
        </Container>
      ) : null}
    </main>
  );
}
