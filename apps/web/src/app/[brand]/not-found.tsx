import type { Metadata } from 'next';
import { IntentLink } from '../../components/intent-link';
import { BRANDS, isBrandKey } from '@store/core/brands';
import { Container } from '../../components/ui/container';
import { notFoundMetadata } from '../../lib/seo/not-found-metadata';

/**
 * The 404's title: Next.js renders a not-found with the layouts' metadata and this file's, never the page's that called
 * notFound(), so without it the page has no <title>. An unknown brand (never reaching this layout) gets the plain title.
 */
export async function generateMetadata({ params }: { params: Promise<{ brand: string }> }): Promise<Metadata> {
  const { brand } = await params;
  return notFoundMetadata(isBrandKey(brand) ? BRANDS[brand].name : null);
}

/** 404 inside a brand's storefront: keeps the brand's header and footer and offers a way back. */
export default function NotFound() {
  return (
    <main id="main" data-page-type="Page" className="py-16">
      <Container>
        <h1 className="mb-4 text-3xl font-bold">Page not found</h1>
        <p className="mb-6">We could not find that page. It may have moved, or the link may be mistyped.</p>
        <IntentLink href="/" className="font-semibold underline">
          Back to the home page
        </IntentLink>
      </Container>
    </main>
  );
}
