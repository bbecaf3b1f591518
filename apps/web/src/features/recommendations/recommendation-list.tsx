'use client';

import { startTransition, useEffect, useState } from 'react';
import type { RecommendationContext } from '@store/core/pages';
import { trackUpsellError } from '../../lib/analytics/data-layer';
import { fetchProductsByIds } from '../../lib/api/browser-products';
import { fetchRecommendations } from '../../lib/api/recommendations';
import { fetchBottomlines } from '../../lib/api/bottomlines-browser';
import { deviceId } from '../../lib/device-id';
import { recommendationCard, withRatings, type RecommendationCard } from './recommendation-card';
import { RecommendationCardView } from './recommendation-card-view';
import { FALLBACK_ROW_NAME, recommendationOutcome, type RecommendationOutcome } from './recommendation-outcome';
import type { RecommendationRowProps } from './recommendation-row';
import { RecommendationPreview } from './recommendation-preview';

/** The skus of the cart this page already loaded (the drawer or the cart page did); none when it has not. */
async function loadedCartSkus(): Promise<string[]> {
  const [{ cartSnapshot }, { visibleCart }] = await Promise.all([import('../cart/cart-state'), import('../cart/cart-reducer')]);
  return visibleCart(cartSnapshot())?.items.map((item) => item.sku) ?? [];
}

/**
 * The row's stars: ONE GET /reviews/bottomlines for all its cards (as a listing's grid does); a failing reviews call
 * leaves the cards without stars (the row still sells).
 */
async function rated(outcome: RecommendationOutcome): Promise<RecommendationOutcome> {
  if (outcome.cards.length === 0) return outcome;
  try {
    const ratings = await fetchBottomlines(outcome.cards.map((card) => card.id));
    return { ...outcome, cards: withRatings(outcome.cards, ratings) };
  } catch {
    return outcome;
  }
}

async function loadRow(props: RecommendationRowProps): Promise<RecommendationOutcome> {
  return rated(await answeredRow(props));
}

async function answeredRow(props: RecommendationRowProps): Promise<RecommendationOutcome> {
  try {
    const skus = props.cartSkus ?? (await loadedCartSkus().catch(() => []));
    const result = await fetchRecommendations(props.context, {
      dd: deviceId(),
      cartSkus: skus,
      productId: props.productId,
      category: props.category,
    });
    const products = result.products.length === 0 ? [] : await fetchProductsByIds(result.products.map((s) => s.key));
    const byId = new Map(products.map((p) => [p.id, p]));
    const cards = result.products.flatMap((slot) => {
      const product = byId.get(slot.key);
      return product ? [recommendationCard(product, slot.sku)] : [];
    });
    return recommendationOutcome({ ok: true, result, cards }, props.fallback);
  } catch (error) {
    return recommendationOutcome({ ok: false, reason: error instanceof Error ? error.message : String(error) }, props.fallback);
  }
}

function reportFailure(context: RecommendationContext, outcome: RecommendationOutcome): void {
  // An empty or failing answer is an upsell_error event (tracking never blocks the row).
  if (outcome.kind === 'fallback') trackUpsellError(context, outcome.reason);
}

/** The row's content: asks the API, then shows its products or, on an empty or failing answer, the default row. */
export function RecommendationList(props: RecommendationRowProps) {
  const [outcome, setOutcome] = useState<RecommendationOutcome | null>(null);
  const cartKey = props.cartSkus?.join(',') ?? '';
  useEffect(() => {
    let live = true;
    void loadRow(props).then((next) => {
      if (!live) return;
      // A transition: the row's cards render in slices instead of one long task while the page may still be starting.
      startTransition(() => setOutcome(next));
      reportFailure(props.context, next);
    });
    return () => {
      live = false;
    };
    // The row is asked again only when the page's context or the cart's skus change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.context, props.productId, props.category, cartKey]);

  if (outcome === null) return <RecommendationPreview cards={props.fallback} />;
  const name = outcome.kind === 'api' ? outcome.name : FALLBACK_ROW_NAME;
  return <Row name={name} cards={outcome.cards} source={outcome.kind} />;
}

function Row({ name, cards, source }: { name: string; cards: readonly RecommendationCard[]; source: string }) {
  if (cards.length === 0) return null;
  return (
    <div className="flex flex-col gap-4" data-source={source}>
      <h2 className="h-8 text-xl font-bold">{name}</h2>
      <ul className="relative flex snap-x gap-4 overflow-x-auto pb-3">
        {cards.map((card) => (
          <RecommendationCardView key={card.id} card={card} />
        ))}
      </ul>
    </div>
  );
}
