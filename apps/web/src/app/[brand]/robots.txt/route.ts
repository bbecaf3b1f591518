import { isBrandKey } from '@store/core/brands';
import { siteOrigin } from '../../../lib/brand/origin';
import { env } from '../../../lib/env';
import { robotsTxt } from '../../../lib/seo/sitemap-xml';

// Rendered per request; the product list behind it is cached by the API client (REVALIDATE_SECONDS).
export const dynamic = 'force-dynamic';

/** The brand's robots.txt: crawl everything but checkout and the API, sitemap on the brand's own origin. */
export async function GET(_request: Request, context: { params: Promise<{ brand: string }> }): Promise<Response> {
  const { brand } = await context.params;
  if (!isBrandKey(brand)) return new Response('Not found', { status: 404 });
  return new Response(robotsTxt(siteOrigin(env().siteOriginTemplate, brand)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
