import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { finderQuestions, parseFinderAnswers } from '@store/core/finder/questions';
import { recommendMattress } from '@store/core/finder/recommend';
import { Container } from '../../../../components/ui/container';
import { Breadcrumbs } from '../../../../features/catalog/breadcrumbs';
import { FinderForm } from '../../../../features/finder/finder-form';
import { FINDER_COPY } from '../../../../features/finder/finder-metadata';
import { FinderResult } from '../../../../features/finder/finder-result';
import { getProductsByGroup } from '../../../../lib/api/products';
import { brandFromParam } from '../../../../lib/brand/brand-param';
import { staticPageMetadata } from '../../../../lib/seo/static-page-metadata';

const PATH = '/p/mattress-finder-quiz';

interface Props {
  params: Promise<{ brand: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(brandFromParam((await params).brand), PATH, FINDER_COPY);
}

/**
 * Mattress finder: every question on one GET form; for a full set of answers the server renders the
 * recommended mattress in the chosen size and options (core recommendMattress over the brand's mattress data).
 */
export default async function MattressFinderPage({ params, searchParams }: Props) {
  const brand = brandFromParam((await params).brand);
  if (brand.status !== 'active') notFound();
  const query = await searchParams;
  const parsed = parseFinderAnswers(query);
  const recommendation = parsed.answers
    ? recommendMattress(await getProductsByGroup(brand.key, 'mattress'), parsed.answers, brand.currency)
    : null;
  return (
    <main id="main" data-page-type="WP">
      <Container className="flex max-w-3xl flex-col gap-6 py-6">
        <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }]} current="Mattress finder" />
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">Find your {brand.name} mattress</h1>
          <p className="text-muted">Six questions, one recommendation, and the reasons behind it.</p>
        </div>
        {parsed.answers && recommendation ? <FinderResult recommendation={recommendation} size={parsed.answers.size} /> : null}
        {parsed.answers && !recommendation ? (
          <p role="status">No mattress comes in that size right now. Please choose another size.</p>
        ) : null}
        {parsed.answers ? <h2 className="text-xl font-bold">Change your answers</h2> : null}
        <FinderForm
          questions={finderQuestions(brand.currency)}
          query={query}
          missing={parsed.missing}
          submitted={parsed.submitted}
        />
      </Container>
    </main>
  );
}
