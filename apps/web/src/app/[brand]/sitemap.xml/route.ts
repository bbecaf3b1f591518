import { isBrandKey } from '@store/core/brands';
import { getAllProducts } from '../../../lib/api/products';
import { absoluteUrl } from '../../../lib/brand/origin';
import { env } from '../../../lib/env';
import { sitemapPaths, sitemapXml } from '../../../lib/seo/sitemap-xml';

// Rendered per request; the product list behind it is cached by the API client (REVALIDATE_SECONDS).
export const dynamic = 'force-dynamic';

/** SPEC §2: the brand's sitemap (home, lists, size pages, product pages; checkout and excluded bundles left out). */
export async function GET(_request: Request, context: { params: Promise<{ brand: string }> }): Promise<Response> {
  const { brand } = await context.params;
  if (!isBrandKey(brand)) return new Response('Not found', { status: 404 });
  const template = env().siteOriginTemplate;
  const urls = sitemapPaths(await getAllProducts(brand)).map((path) => absoluteUrl(template, brand, path));
  return new Response(sitemapXml(urls), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
