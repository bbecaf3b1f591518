import { revalidateTag } from 'next/cache';
import { revalidate } from '../../../features/operator/revalidate-tags';
import { env } from '../../../lib/env';

/**
 * POST /api/revalidate (internal, operator secret): the storefront's part of clearAllCache, and the API's call
 * after a review is published or voted on (its tags only).
 */
export function POST(request: Request): Promise<Response> {
  // `expire: 0`: the next render waits for fresh data instead of serving the stale page once more.
  return revalidate(request, { operatorSecret: env().operatorSecret, expireTag: (tag) => revalidateTag(tag, { expire: 0 }) });
}
