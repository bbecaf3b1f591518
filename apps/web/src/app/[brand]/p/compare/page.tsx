import type { Metadata } from 'next';
import { IntentLink } from '../../../../components/intent-link';
import { rivalBrands } from '@store/core/compare/compared-products';
import { Container } from '../../../../components/ui/container';
import { SectionHeading } from '../../../../components/ui/section-heading';
import { Breadcrumbs } from '../../../../features/catalog/breadcrumbs';
import { COMPARE_COPY } from '../../../../features/compare/compare-copy';
import { loadColumns } from '../../../../features/compare/load-comparison';
import { brandWithRoutePage } from '../../../../features/compare/route-page-offered';
import { SizeComparison } from '../../../../features/compare/size-comparison';
import { staticPageMetadata } from '../../../../lib/seo/static-page-metadata';

const PATH = '/p/compare';

interface Props {
  params: Promise<{ brand: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(brandWithRoutePage((await params).brand, PATH), PATH, COMPARE_COPY[PATH]);
}

/** /p/compare (WP): the brand's mattresses in the size the shopper picks, and the competitor comparisons. */
export default async function MarketingComparePage({ params, searchParams }: Props) {
  const brand = brandWithRoutePage((await params).brand, PATH);
  const [columns, query] = await Promise.all([loadColumns(brand, 'mattress'), searchParams]);
  const rivals = rivalBrands(brand);
  const title = `${brand.name} mattresses, compared in your size`;
  return (
    <main id="main" data-page-type="WP">
      <Container className="py-6">
        <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }]} current="Mattress comparison" />
        <h1 className="mb-2 text-3xl font-bold">{title}</h1>
        <p className="mb-4 max-w-3xl text-muted">{COMPARE_COPY[PATH].description(brand.name)}</p>
        <SizeComparison
          id="compare-by-size"
          caption={`${brand.name} mattresses compared`}
          columns={columns}
          action={PATH}
          sizeParam={query.size}
        />
        {rivals.length > 0 ? (
          <section aria-labelledby="rivals" className="my-6">
            <SectionHeading id="rivals">{brand.name} against other brands</SectionHeading>
            <ul className="flex flex-wrap gap-3" data-testid="rival-links">
              {rivals.map((other) => (
                <li key={other.key}>
                  <IntentLink
                    href={`${PATH}/${other.key}`}
                    className="inline-block rounded-brand bg-surface px-4 py-2 font-semibold underline"
                  >
                    {brand.name} vs {other.name}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Container>
    </main>
  );
}
