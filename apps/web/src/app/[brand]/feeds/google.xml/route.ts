import { feedUnavailable, loadBrandFeed } from '../../../../lib/feeds/brand-feed';
import { googleFeedXml } from '../../../../lib/feeds/google-feed-xml';

// Built per request from the product list, which the API client caches under the brand's tag (REVALIDATE_SECONDS, and
// at once when announceCatalogChange expires the tag). No `dynamic = 'force-dynamic'` here: it would turn that fetch
// into no-store, so every feed fetch would read the whole catalogue from the API.

/** GET /feeds/google.xml on a brand's host: its Google Merchant Center feed (RSS 2.0, `g:` fields). */
export async function GET(_request: Request, context: { params: Promise<{ brand: string }> }): Promise<Response> {
  const { brand } = await context.params;
  let xml: string;
  try {
    const feed = await loadBrandFeed(brand, new Date());
    if (feed === null) return new Response('Not found', { status: 404 });
    xml = googleFeedXml({ title: feed.name, link: feed.origin, description: feed.tagline }, feed.items);
  } catch (error) {
    return feedUnavailable(brand, error);
  }
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
