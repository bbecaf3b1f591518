import type { Metadata } from 'next';
import { COMPARE_COPY } from '../../../features/compare/compare-copy';
import { MattressComparison } from '../../../features/compare/mattress-comparison';
import { brandWithRoutePage } from '../../../features/compare/route-page-offered';
import { staticPageMetadata } from '../../../lib/seo/static-page-metadata';

const PATH = '/compare';

interface Props {
  params: Promise<{ brand: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(brandWithRoutePage((await params).brand, PATH), PATH, COMPARE_COPY[PATH]);
}

/** /compare (WP): the brand's mattresses side by side, built from the catalogue. */
export default async function ComparePage({ params }: Props) {
  const brand = brandWithRoutePage((await params).brand, PATH);
  return (
    <main id="main" data-page-type="WP">
      <MattressComparison
        brand={brand}
        title={`Compare ${brand.name} mattresses`}
        intro={COMPARE_COPY[PATH].description(brand.name)}
        lead="table"
      />
    </main>
  );
}
