import type { BrandConfig } from '@store/core/brands';
import { Container } from '../../components/ui/container';
import type { ContentBlock } from '../../lib/content/front-matter';
import { brandContent, type ContentPage } from '../../lib/content/load-content';
import { Breadcrumbs, type Crumb } from '../catalog/breadcrumbs';
import { JsonLdScript } from '../catalog/product-json-ld-script';
import { faqPageJsonLd } from './faq-json-ld';
import { FaqList } from './faq-list';
import { POSTS_PATH, postDate, postsByDate } from './posts-index';
import { PaymentOptions } from './payment-options';
import { PostsList } from './posts-list';
import { PROSE_CLASS } from './prose';
import { WgsFeesBlock } from './wgs-fees';

function crumbsFor(brand: BrandConfig, page: ContentPage): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  const posts = brandContent(brand).get(POSTS_PATH);
  if (page.path.startsWith(`${POSTS_PATH}/`) && posts) crumbs.push({ label: posts.title, href: POSTS_PATH });
  return crumbs;
}

function Block({ block, brand }: { block: ContentBlock; brand: BrandConfig }) {
  switch (block) {
    case 'posts-list':
      return <PostsList posts={postsByDate(brandContent(brand).values())} />;
    case 'wgs-fees':
      return <WgsFeesBlock brand={brand} />;
    case 'payment-options':
      return <PaymentOptions brand={brand} />;
  }
}

/**
 * A content page: breadcrumbs, the title as h1, the Markdown copy, its live blocks and its FAQ accordion with
 * FAQPage JSON-LD. A server component: the page ships no JavaScript of its own.
 */
export function ContentPageView({ brand, page }: { brand: BrandConfig; page: ContentPage }) {
  const jsonLd = faqPageJsonLd(page.faq);
  return (
    <main id="main" data-page-type={page.pageType} className="py-6 pb-12">
      {jsonLd ? <JsonLdScript data={jsonLd} /> : null}
      <Container>
        <Breadcrumbs crumbs={crumbsFor(brand, page)} current={page.title} />
        <h1 className="mb-2 max-w-3xl text-3xl font-bold md:text-4xl">{page.title}</h1>
        {page.date && page.path !== POSTS_PATH ? (
          <p className="mb-4 text-sm text-muted">
            <time dateTime={page.date}>{postDate(page.date)}</time>
          </p>
        ) : null}
        <div className={PROSE_CLASS} dangerouslySetInnerHTML={{ __html: page.html }} />
        {page.blocks.map((block) => (
          <Block key={block} block={block} brand={brand} />
        ))}
        {page.faq.length > 0 ? <FaqList faq={page.faq} heading="Questions and answers" /> : null}
      </Container>
    </main>
  );
}
