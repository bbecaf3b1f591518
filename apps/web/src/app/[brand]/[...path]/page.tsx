import type { Metadata } from 'next';
import { ContentOrNotFound, contentOrNotFoundMetadata } from '../../../features/content/content-or-not-found';
import { brandFromParam } from '../../../lib/brand/brand-param';

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
  const { brand, path } = await params;
  return contentOrNotFoundMetadata(brandFromParam(brand), path);
}

export default async function ContentRoutePage({ params }: Props) {
  const { brand, path } = await params;
  return <ContentOrNotFound brand={brandFromParam(brand)} path={path} />;
}
