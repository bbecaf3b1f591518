import { RecommendationCardBody, CARD_CLASS } from './recommendation-card-body';
import type { RecommendationCard } from './recommendation-card';
import { FALLBACK_ROW_NAME } from './recommendation-outcome';
import { RecommendationSkeleton } from './recommendation-skeleton';

/**
 * While the row's answer loads, the server's default products are shown already (fallback row), without their
 * Add to cart buttons: the row paints its pictures with the page instead of after two fetches (the empty cart page's
 * largest paint), and the loaded row's cards take the same boxes, so nothing moves. No defaults: the grey skeleton.
 */
export function RecommendationPreview({ cards }: { cards: readonly RecommendationCard[] }) {
  if (cards.length === 0) return <RecommendationSkeleton />;
  return (
    <div className="flex flex-col gap-4" aria-busy="true" data-source="preview">
      <h2 className="h-8 text-xl font-bold">{FALLBACK_ROW_NAME}</h2>
      <ul className="relative flex snap-x gap-4 overflow-x-auto pb-3">
        {cards.map((card) => (
          <li key={card.id} className={CARD_CLASS} data-testid="recommendation-preview-card">
            <RecommendationCardBody card={card} />
            <span className="mt-auto min-h-11" />
          </li>
        ))}
      </ul>
    </div>
  );
}
