import type { BrandKey } from '@store/core/brands';
import { showroomSearchSchema, type Showroom, type ShowroomSearch } from '@store/core/store-locator/wire';
import { apiGet } from './client';
import { ApiError } from './errors';

export type { Showroom, ShowroomSearch };

/** The page's answer: the search, or the API's message for a code it refused (a 400). */
export type ShowroomLookup = { ok: true; search: ShowroomSearch } | { ok: false; message: string };

/**
 * GET /store-locator?postalCode=&limit=: the brand's showrooms nearest first, or all of them by state without
 * a code. A refused code comes back as its message for the page to show; anything else is thrown (the error page).
 */
export async function findShowrooms(brand: BrandKey, postalCode: string | null, limit?: number): Promise<ShowroomLookup> {
  const params = new URLSearchParams();
  if (postalCode !== null) params.set('postalCode', postalCode);
  if (limit !== undefined) params.set('limit', String(limit));
  const query = params.size === 0 ? '' : `?${params.toString()}`;
  try {
    // Showrooms change with a deploy; one search answer may be reused for an hour.
    return { ok: true, search: await apiGet(brand, `/store-locator${query}`, showroomSearchSchema, { revalidate: 3600 }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { ok: false, message: error.message };
    throw error;
  }
}
