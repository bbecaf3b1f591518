import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { BrandConfig } from '@store/core/brands';
import { rivalBrand } from '@store/core/compare/compared-products';
import { Container } from '../../../../../components/ui/container';
import { Breadcrumbs } from '../../../../../features/catalog/breadcrumbs';
import { rivalCopy } from '../../../../../features/compare/compare-copy';
import { loadColumns } from '../../../../../features/compare/load-comparison';
import { brandWithRoutePage } from '../../../../../features/compare/route-page-offered';
import { RivalSummary } from '../../../../../features/compare/rival-summary';
import { SizeComparison } from '../../../../../features/compare/size-comparison';
import { staticPageMetadata } from '../../../../../lib/seo/static-page-metadata';

const INDEX = '/p/compare';

interface Props {
  params: Promise<{ brand: string; other: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The two brands of the path; a 404 for an unknown brand, the brand itself, another region or a brand that does not sell. */
async function brandsOf(params: Props['params']): Promise<{ brand: BrandConfig; other: BrandConfig }> {
  const { brand: param, other: otherKey } = await params;
  const brand = brandWithRoutePage(param, INDEX);
  const other = rivalBrand(brand, otherKey);
  if (other === null) notFound();
  return { brand, other };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, other } = await brandsOf(params);
  return staticPageMetadata(brand, `${INDEX}/${other.key}`, rivalCopy(brand, other));
}

/** Competitor comparison (/p/*, WP): this brand's mattresses against another selling brand's, both catalogues read through the API. */
export default async function RivalComparePage({ params, searchParams }: Props) {
  const { brand, other } = await brandsOf(params);
  const [ours, theirs, query] = await Promise.all([
    loadColumns(brand, 'mattress'),
    loadColumns(other, 'mattress', { external: true }),
    searchParams,
  ]);
  const copy = rivalCopy(brand, other);
  return (
    <main id="main" data-page-type="WP">
      <Container className="py-6">
        <Breadcrumbs
          crumbs={[
            { label: 'Home', href: '/' },
            { label: 'Mattress comparison', href: INDEX },
          ]}
          current={copy.title}
        />
        <h1 className="mb-2 text-3xl font-bold">{copy.title}</h1>
        <p className="mb-4 max-w-3xl text-muted">{copy.description(brand.name)}</p>
        <RivalSummary brands={[brand, other]} columns={[ours, theirs]} />
        <SizeComparison
          id="compare-rival"
          caption={`${brand.name} and ${other.name} mattresses compared`}
          columns={[...ours, ...theirs]}
          action={`${INDEX}/${other.key}`}
          sizeParam={query.size}
        />
      </Container>
    </main>
  );
}
