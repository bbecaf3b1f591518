'use client';

import { useAddToCart, warmCartStore } from '../catalog/configurator/use-add-to-cart';
import type { RecommendationCard } from './recommendation-card';
import { CARD_CLASS, RecommendationCardBody } from './recommendation-card-body';

/** A recommendation card: image, title and price link to the product; Add to cart adds its variant and opens the drawer. */
export function RecommendationCardView({ card }: { card: RecommendationCard }) {
  const state = useAddToCart(async () => ({ parent: card.line, children: [] }));
  return (
    <li className={CARD_CLASS} data-testid="recommendation-card">
      <RecommendationCardBody card={card} />
      <button
        type="button"
        className="mt-auto flex min-h-11 items-center justify-center rounded-brand bg-brand px-4 font-semibold text-brand-text disabled:opacity-60"
        disabled={state.working}
        aria-busy={state.working}
        aria-label={`Add ${card.title} to cart`}
        onPointerEnter={warmCartStore}
        onFocus={warmCartStore}
        onClick={(event) => void state.add(event.currentTarget)}
        data-testid="recommendation-add"
      >
        {state.working ? 'Adding…' : 'Add to cart'}
      </button>
      <p role="alert" className="h-5 text-xs font-semibold">
        {state.message ?? ''}
      </p>
    </li>
  );
}
