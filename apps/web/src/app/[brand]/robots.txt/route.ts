import { isBrandKey } from '@store/core/brands';
import { brandOrigin } from '../../../lib/brand/brand-param';
import { robotsTxt } from '../../../lib/seo/sitemap-xml';

// Rendered per request; the product list behind it is cached by the API client (REVALIDATE_SECONDS).
export const dynamic = 'force-dynamic';

/** The brand's robots.txt: crawl everything but checkout and the API, sitemap on the brand's own origin (its channel's). */
export async function GET(_request: Request, context: { params: Promise<{ brand: string }> }): Promise<Response> {
  const { brand } = await context.params;
  if (!isBrandKey(brand)) return new Response('Not found', { status: 404 });
  return new Response(robotsTxt(brandOrigin(brand)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
