import type { Metadata } from 'next';
import { saleHeadlineDiscount, saleItems } from '@store/core/compare/sale';
import { recommendationContext } from '@store/core/pages';
import { Container } from '../../../components/ui/container';
import { Breadcrumbs } from '../../../features/catalog/breadcrumbs';
import { COMPARE_COPY } from '../../../features/compare/compare-copy';
import { brandWithRoutePage } from '../../../features/compare/route-page-offered';
import { SaleSections } from '../../../features/compare/sale-sections';
import { defaultRecommendations } from '../../../features/recommendations/recommendation-card';
import { RecommendationRow } from '../../../features/recommendations/recommendation-row';
import { getAllProducts } from '../../../lib/api/products';
import { staticPageMetadata } from '../../../lib/seo/static-page-metadata';

const PATH = '/sale';

interface Props {
  params: Promise<{ brand: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(brandWithRoutePage((await params).brand, PATH), PATH, COMPARE_COPY[PATH]);
}

/**
 * /sale (WP, category recommendation context): every product on sale, biggest discount first. The
 * headline's "up to" figure is the largest discount listed, so it never claims more than a price gives.
 */
export default async function SalePage({ params }: Props) {
  const brand = brandWithRoutePage((await params).brand, PATH);
  const catalogue = await getAllProducts(brand.key);
  const items = saleItems(catalogue);
  const upTo = saleHeadlineDiscount(items);
  return (
    <main id="main" data-page-type="WP">
      <Container className="py-6">
        <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }]} current="Sale" />
        <h1 className="mb-2 text-3xl font-bold" data-testid="sale-headline">
          {upTo > 0 ? `Sale: up to ${upTo}% off` : 'No sale on right now'}
        </h1>
        <p className="mb-6 max-w-3xl text-muted">{COMPARE_COPY[PATH].description(brand.name)}</p>
        <SaleSections brand={brand.key} items={items} />
        <RecommendationRow context={recommendationContext(PATH)} category="sale" fallback={defaultRecommendations(catalogue)} />
      </Container>
    </main>
  );
}
