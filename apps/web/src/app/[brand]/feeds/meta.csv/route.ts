import { feedUnavailable, loadBrandFeed } from '../../../../lib/feeds/brand-feed';
import { metaFeedCsv } from '../../../../lib/feeds/meta-feed-csv';

// Built per request from the product list, which the API client caches under the brand's tag (REVALIDATE_SECONDS, and
// at once when announceCatalogChange expires the tag). No `dynamic = 'force-dynamic'` here: it would turn that fetch
// into no-store, so every feed fetch would read the whole catalogue from the API.

/** GET /feeds/meta.csv on a brand's host: its Meta catalogue feed (CSV, Meta's field names). */
export async function GET(_request: Request, context: { params: Promise<{ brand: string }> }): Promise<Response> {
  const { brand } = await context.params;
  let csv: string;
  try {
    const feed = await loadBrandFeed(brand, new Date());
    if (feed === null) return new Response('Not found', { status: 404 });
    csv = metaFeedCsv(feed.items);
  } catch (error) {
    return feedUnavailable(brand, error);
  }
  return new Response(csv, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'inline; filename="meta.csv"' },
  });
}
