import { encodeCartSkus } from '@store/core/recommendations/cart-skus';
import { RECOMMENDATION_TIMEOUT_MS } from '@store/core/recommendations/strategies';
import type { RecommendationResult } from '@store/core/recommendations/wire';
import type { RecommendationContext } from '@store/core/pages';
import { apiCheckedGet } from './browser-fetch';

export interface RecommendationRequest {
  /** Dd: this browser's device id (lib/device-id.ts). */
  dd: string;
  cartSkus: readonly string[];
  productId?: string;
  category?: string;
  limit?: number;
}

/** The query of GET /recommendations/v3/{type}: dd, cartSkus (base64 of comma-joined skus) and the extras. */
export function recommendationQuery(request: RecommendationRequest): string {
  const query = new URLSearchParams({ dd: request.dd });
  if (request.cartSkus.length > 0) query.set('cartSkus', encodeCartSkus(request.cartSkus));
  if (request.productId !== undefined) query.set('productId', request.productId);
  if (request.category !== undefined) query.set('category', request.category);
  if (request.limit !== undefined) query.set('limit', String(request.limit));
  return query.toString();
}

/**
 * GET /api/recommendations/v3/{type}, given up after 3 s; a non-ok or late answer rejects. Zod-free
 * (the row loads with the page): the API checked the answer against `recommendationResultSchema` (browser-fetch.ts).
 */
export function fetchRecommendations(type: RecommendationContext, request: RecommendationRequest): Promise<RecommendationResult> {
  return apiCheckedGet(
    `/recommendations/v3/${type}?${recommendationQuery(request)}`,
    AbortSignal.timeout(RECOMMENDATION_TIMEOUT_MS),
  );
}
