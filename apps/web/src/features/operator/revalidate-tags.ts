import { z } from 'zod';
import { isStorefrontCacheTag } from '@store/core/cache-tags';
import { clearAllCache, isOperatorSecret, json, type ClearAllCacheDeps } from './clear-all-cache';

/** The most tags one call may name (a published review expires three). */
export const MAX_REVALIDATE_TAGS = 20;

const tagsBody = z.object({ tags: z.array(z.string().refine(isStorefrontCacheTag)).min(1).max(MAX_REVALIDATE_TAGS) });

/**
 * POST /api/revalidate, with the operator secret (header x-operator-secret). With a body `{"tags": [...]}` it is the
 * API's word that the catalogue (a brand's tag) or reviews (a review published, a vote) changed: exactly those tags
 * expire (core cache-tags.ts), so the pages showing them render fresh on the next request; any other tag, or more than 20,
 * is a 400 and nothing expires. Without a body it is the operator's cache clear (clearAllCache). A wrong or missing
 * secret, or OPERATOR_SECRET unset, is the 404 of an unknown /api path.
 */
export async function revalidate(request: Request, deps: ClearAllCacheDeps): Promise<Response> {
  const secret = deps.operatorSecret;
  if (secret === undefined || !isOperatorSecret(request.headers.get('x-operator-secret'), secret))
    return clearAllCache(request, deps);
  const text = await request.text();
  if (text.trim() === '') return clearAllCache(request, deps);
  let parsed: z.ZodSafeParseResult<z.infer<typeof tagsBody>>;
  try {
    parsed = tagsBody.safeParse(JSON.parse(text));
  } catch {
    parsed = tagsBody.safeParse(undefined);
  }
  if (!parsed.success)
    return json(400, {
      status: 'error',
      code: 'BAD_REQUEST',
      message: `tags must be 1 to ${MAX_REVALIDATE_TAGS} storefront cache tags (brand:{brand} or a review read's)`,
    });
  for (const tag of parsed.data.tags) deps.expireTag(tag);
  return json(200, { status: 'ok', result: { revalidated: parsed.data.tags } });
}
