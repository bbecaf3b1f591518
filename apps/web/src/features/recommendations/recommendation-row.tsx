'use client';

import { lazy, Suspense, useRef } from 'react';
import type { RecommendationContext } from '@store/core/pages';
import { useNearViewport } from '../catalog/configurator/use-near-viewport';
import type { RecommendationCard } from './recommendation-card';
import { RecommendationPreview } from './recommendation-preview';

/** The row's code (the call, the product cards, the cart) is its own chunk, fetched when the row nears the viewport. */
const RecommendationList = lazy(() => import('./recommendation-list').then((m) => ({ default: m.RecommendationList })));

export interface RecommendationRowProps {
  /** Recommendation context of the page. */
  context: RecommendationContext;
  /** The default recommendations from the server page, shown when the answer is empty or fails. */
  fallback: readonly RecommendationCard[];
  /** The viewed product (product context). */
  productId?: string;
  /** The category path without '/' (category context). */
  category?: string;
  /** The cart's skus (the cart page has them); elsewhere the row reads the cart the page already loaded, if any. */
  cartSkus?: readonly string[];
}

/**
 * Recommendation row: a client island that reserves its height (no layout shift) and loads nothing until it
 * comes near the viewport, so it never holds up the first paint.
 */
export function RecommendationRow(props: RecommendationRowProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, '300px');
  return (
    <section
      ref={ref}
      aria-label="Recommended products"
      className="mt-10 h-[29.5rem] overflow-hidden render-when-near"
      data-testid="recommendation-row"
      data-context={props.context}
    >
      {near ? (
        <Suspense fallback={<RecommendationPreview cards={props.fallback} />}>
          <RecommendationList {...props} />
        </Suspense>
      ) : (
        <RecommendationPreview cards={props.fallback} />
      )}
    </section>
  );
}
