import type { Metadata } from 'next';
import type { BrandConfig } from '@store/core/brands';
import { pageTypeForPath } from '@store/core/pages';
import { searchRequestSchema, searchTokens } from '@store/core/search/query';
import { Container } from '../../../components/ui/container';
import { Notice } from '../../../components/ui/notice';
import { RatedProductGrid } from '../../../features/catalog/rated-product-grid';
import { ContentResults } from '../../../features/search/content-results';
import { searchContentPages } from '../../../features/search/search-content';
import { SearchForm } from '../../../features/search/search-form';
import { DidYouMean, NoResults } from '../../../features/search/search-links';
import { searchCatalogue } from '../../../lib/api/search';
import { brandFromParam, brandUrl } from '../../../lib/brand/brand-param';
import { brandContent } from '../../../lib/content/load-content';
import { buildPageMetadata } from '../../../lib/seo/page-metadata';

/** Rendered per request from its query; the API search behind it is not cached either (lib/api/search.ts). */
export const dynamic = 'force-dynamic';

const PATH = '/search';

interface Props {
  params: Promise<{ brand: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Site search: page type Page, noindex (a results page is not a landing page), not in the sitemap. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const brand = brandFromParam((await params).brand);
  return buildPageMetadata({
    title: 'Search',
    brandName: brand.name,
    description: `Search ${brand.name} mattresses, bedding, furniture and help pages.`,
    canonical: brandUrl(brand, PATH),
    pageType: pageTypeForPath(PATH),
    noIndex: true,
  });
}

/** /search?q=: the brand's products (cards with stars) and content pages matching the search, or suggestions. */
export default async function SearchPage({ params, searchParams }: Props) {
  const brand = brandFromParam((await params).brand);
  const raw = (await searchParams).q;
  const text = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  const request = searchRequestSchema.safeParse({ q: text });
  const query = request.success ? request.data.q : text.trim();
  const problem = request.success || query === '' ? null : (request.error.issues[0]?.message ?? null);
  return (
    <main id="main" data-page-type={pageTypeForPath(PATH)}>
      <Container className="flex flex-col gap-6 py-6">
        <h1 className="text-3xl font-bold">{request.success ? `Search results for “${query}”` : 'Search'}</h1>
        <SearchForm query={query} />
        {problem ? <Notice tone="warning">{problem}</Notice> : null}
        {request.success ? <Results brand={brand} query={query} /> : null}
      </Container>
    </main>
  );
}

async function Results({ brand, query }: { brand: BrandConfig; query: string }) {
  const tokens = searchTokens(query);
  const catalogue = await searchCatalogue(brand.key, query).catch(() => null);
  const products = catalogue?.products ?? [];
  const suggestions = catalogue?.suggestions ?? [];
  const pages = searchContentPages(brandContent(brand).values(), tokens);
  const total = products.length + pages.length;
  return (
    <>
      <p role="status" className="text-muted">
        {total === 1 ? '1 result' : `${total} results`}
      </p>
      {catalogue === null ? <Notice tone="warning">Product search is unavailable right now, please try again.</Notice> : null}
      {total === 0 ? (
        <NoResults brand={brand.key} query={query} suggestions={suggestions} />
      ) : (
        <>
          <DidYouMean suggestions={suggestions} />
          {products.length > 0 ? (
            <section aria-labelledby="search-products" className="flex flex-col gap-3">
              <h2 id="search-products" className="text-xl font-semibold">
                Products ({products.length})
              </h2>
              <RatedProductGrid
                brand={brand.key}
                items={products.map((product) => ({ product }))}
                showPrices={brand.status === 'active'}
                headingLevel="h3"
                leadsPage
              />
            </section>
          ) : null}
          {pages.length > 0 ? <ContentResults pages={pages} /> : null}
        </>
      )}
    </>
  );
}
