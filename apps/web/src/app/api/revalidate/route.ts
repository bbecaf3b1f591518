import { revalidateTag } from 'next/cache';
import { clearAllCache } from '../../../features/operator/clear-all-cache';
import { env } from '../../../lib/env';

/** POST /api/revalidate (internal, operator secret): the storefront's part of SPEC §7 clearAllCache. */
export function POST(request: Request): Response {
  // `expire: 0`: the next render waits for fresh data instead of serving the stale page once more.
  return clearAllCache(request, { operatorSecret: env().operatorSecret, expireTag: (tag) => revalidateTag(tag, { expire: 0 }) });
}
