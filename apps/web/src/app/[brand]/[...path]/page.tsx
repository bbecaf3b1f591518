import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentPageMetadata } from '../../../features/content/content-metadata';
import { ContentPageView } from '../../../features/content/content-page';
import { brandFromParam } from '../../../lib/brand/brand-param';
import { contentPage } from '../../../lib/content/load-content';
import { notFoundMetadata } from '../../../lib/seo/not-found-metadata';

/**
 * Every storefront path no other route takes: a brand's content pages (/faq, /p/about, /posts/..., from the markdown
 * files in content/), else the brand's 404. Lists and product pages share this URL space but are rewritten by the
 * proxy to their own routes (_listing, _product: lib/routing/page-route.ts), so a content page loads none of their
 * client code. Rendered per request, as its scripts carry the request's CSP nonce.
 */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ brand: string; path: string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand: brandParam, path } = await params;
  const brand = brandFromParam(brandParam);
  const page = contentPage(brand, path.join('/'));
  // The page itself calls notFound(); throwing here would skip the brand's not-found UI in the HTML.
  return page ? contentPageMetadata(brand, page) : notFoundMetadata(brand.name);
}

export default async function ContentRoutePage({ params }: Props) {
  const { brand: brandParam, path } = await params;
  const brand = brandFromParam(brandParam);
  const page = contentPage(brand, path.join('/'));
  if (!page) notFound();
  return <ContentPageView brand={brand} page={page} />;
}
