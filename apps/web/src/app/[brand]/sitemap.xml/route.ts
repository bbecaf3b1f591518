import { isBrandKey } from '@store/core/brands';
import { getAllProducts } from '../../../lib/api/products';
import { brandOrigin } from '../../../lib/brand/brand-param';
import { absoluteUrl } from '../../../lib/brand/origin';
import { channels } from '../../../lib/channels/served-channels';
import { brandContent } from '../../../lib/content/load-content';
import { brandSitemapPaths } from '../../../lib/seo/brand-sitemap';
import { sitemapXml } from '../../../lib/seo/sitemap-xml';

// Rendered per request; the product list behind it is cached by the API client (REVALIDATE_SECONDS).
export const dynamic = 'force-dynamic';

/**
 * The brand's sitemap (home, lists, size pages, product pages, content pages and route pages; checkout, account
 * pages and excluded bundles left out).
 */
export async function GET(_request: Request, context: { params: Promise<{ brand: string }> }): Promise<Response> {
  const { brand } = await context.params;
  if (!isBrandKey(brand)) return new Response('Not found', { status: 404 });
  const config = channels().brandConfigOf(brand);
  const paths = brandSitemapPaths({
    brand: config,
    products: await getAllProducts(brand),
    content: brandContent(config).values(),
  });
  const origin = brandOrigin(brand);
  const urls = paths.map((path) => absoluteUrl(origin, path));
  return new Response(sitemapXml(urls), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
