import type { Metadata } from 'next';
import { COMPARE_COPY } from '../../../features/compare/compare-copy';
import { MattressComparison } from '../../../features/compare/mattress-comparison';
import { brandWithRoutePage } from '../../../features/compare/route-page-offered';
import { staticPageMetadata } from '../../../lib/seo/static-page-metadata';

const PATH = '/compare-best-mattresses';

interface Props {
  params: Promise<{ brand: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(brandWithRoutePage((await params).brand, PATH), PATH, COMPARE_COPY[PATH]);
}

/** /compare-best-mattresses (WP): the "best for" verdicts first, then the full comparison. */
export default async function CompareBestMattressesPage({ params }: Props) {
  const brand = brandWithRoutePage((await params).brand, PATH);
  return (
    <main id="main" data-page-type="WP">
      <MattressComparison
        brand={brand}
        title={`The best ${brand.name} mattress for you`}
        intro={COMPARE_COPY[PATH].description(brand.name)}
        lead="verdicts"
      />
    </main>
  );
}
