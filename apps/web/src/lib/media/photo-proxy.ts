import { parsePhotoVariantPath } from '@store/core/media/photo-rules';
import { env } from '../env';

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

/** The headers of a variant passed on to the browser (the API sets them: immutable, its type, nosniff). */
const PASSED = ['content-type', 'cache-control', 'etag', 'x-content-type-options'];

/**
 * `/media/photos/{brand}/{photoId}/{hash}/{width}.{format}`: a staff photo's variant, made and kept by the API (its
 * object store is shared by every API process), passed on unchanged. Paths outside the bounded set answer 404 here
 * without reaching the API; an API that does not answer is a 502.
 */
export async function photoFromApi(parts: readonly string[]): Promise<Response> {
  if (parsePhotoVariantPath(parts) === null) return new Response('Not found', { status: 404, headers: TEXT });
  let upstream: Response;
  try {
    upstream = await fetch(`${env().apiUrl}/media/photos/${parts.map(encodeURIComponent).join('/')}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return new Response('The photo could not be fetched', { status: 502, headers: TEXT });
  }
  if (upstream.status === 404) return new Response('Not found', { status: 404, headers: TEXT });
  if (!upstream.ok) return new Response('The photo could not be fetched', { status: 502, headers: TEXT });
  const headers = new Headers();
  for (const name of PASSED) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
