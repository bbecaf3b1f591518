import type { Metadata } from 'next';
import { IntentLink } from '../../../components/intent-link';
import { recommendationContext } from '@store/core/pages';
import { Container } from '../../../components/ui/container';
import { Breadcrumbs } from '../../../features/catalog/breadcrumbs';
import { ComparisonTable } from '../../../features/compare/comparison-table';
import { COMPARE_COPY } from '../../../features/compare/compare-copy';
import { loadColumns } from '../../../features/compare/load-comparison';
import { brandWithRoutePage } from '../../../features/compare/route-page-offered';
import { defaultRecommendations } from '../../../features/recommendations/recommendation-card';
import { RecommendationRow } from '../../../features/recommendations/recommendation-row';
import { getAllProducts } from '../../../lib/api/products';
import { staticPageMetadata } from '../../../lib/seo/static-page-metadata';

const PATH = '/compare-pillows';

interface Props {
  params: Promise<{ brand: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(brandWithRoutePage((await params).brand, PATH), PATH, COMPARE_COPY[PATH]);
}

/** /compare-pillows (WP, category recommendation context): the brand's pillows side by side. */
export default async function ComparePillowsPage({ params }: Props) {
  const brand = brandWithRoutePage((await params).brand, PATH);
  const [columns, catalogue] = await Promise.all([loadColumns(brand, 'pillow'), getAllProducts(brand.key)]);
  const title = `Compare ${brand.name} pillows`;
  return (
    <main id="main" data-page-type="WP">
      <Container className="py-6">
        <Breadcrumbs
          crumbs={[
            { label: 'Home', href: '/' },
            { label: 'Bedding', href: '/bedding' },
          ]}
          current={title}
        />
        <h1 className="mb-2 text-3xl font-bold">{title}</h1>
        <p className="mb-4 max-w-3xl text-muted">{COMPARE_COPY[PATH].description(brand.name)}</p>
        {columns.length === 0 ? (
          <p>
            {brand.name} sells no pillows right now.{' '}
            <IntentLink href="/bedding" className="font-semibold underline">
              See all bedding
            </IntentLink>{' '}
            or{' '}
            <IntentLink href="/compare" className="font-semibold underline">
              compare our mattresses
            </IntentLink>
            .
          </p>
        ) : (
          <ComparisonTable
            id="compare-pillows"
            caption={`${brand.name} pillows compared: prices in each size, from the catalogue`}
            columns={columns}
            size="all"
            noun="pillow"
          />
        )}
        <RecommendationRow
          context={recommendationContext(PATH)}
          category="compare-pillows"
          fallback={defaultRecommendations(catalogue)}
        />
      </Container>
    </main>
  );
}
