import type { RecommendationResult } from '@store/core/recommendations/wire';
import type { RecommendationCard } from './recommendation-card';

/** What the row shows: the API's row, or (empty or failing answer) the default row and why. */
export type RecommendationOutcome =
  | { kind: 'api'; name: string; cards: RecommendationCard[] }
  | { kind: 'fallback'; reason: string; cards: readonly RecommendationCard[] };

/** The heading of the default row. */
export const FALLBACK_ROW_NAME = 'Our customer favourites';

/**
 * An empty or failing answer yields an empty product list and an upsell_error event, and the widget
 * falls back to the default recommendations. Slots whose product could not be loaded are dropped; none left is empty.
 */
export function recommendationOutcome(
  answer: { ok: true; result: RecommendationResult; cards: RecommendationCard[] } | { ok: false; reason: string },
  fallback: readonly RecommendationCard[],
): RecommendationOutcome {
  if (!answer.ok) return { kind: 'fallback', reason: answer.reason, cards: fallback };
  if (answer.cards.length === 0) return { kind: 'fallback', reason: 'empty', cards: fallback };
  return { kind: 'api', name: answer.result.name, cards: answer.cards };
}
