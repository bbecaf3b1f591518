import { parseMediaRequest } from '../../../lib/media/media-path';
import { buildProductSvg } from '../../../lib/media/product-svg';
import { photoFromApi } from '../../../lib/media/photo-proxy';

/** The drawing for a URL never changes, so browsers and CDNs may keep it forever. */
const HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
};

/** architecture.md: `/media/{group}/{style}/{color}/{angle}.svg[?w=77]` draws generated product imagery; bad input is a 404. */
export async function GET(request: Request, context: { params: Promise<{ parts: string[] }> }): Promise<Response> {
  const { parts } = await context.params;
  // Staff photos live in the API's object store: /media/photos/... is passed to the API as it is.
  if (parts[0] === 'photos') return photoFromApi(parts.slice(1));
  const media = parseMediaRequest(parts, new URL(request.url).searchParams.get('w'));
  if (media === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(buildProductSvg(media), { status: 200, headers: HEADERS });
}
