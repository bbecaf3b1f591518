'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReviewsWidgetProps } from './reviews-widget';

/** Its own chunk, fetched only when the section nears the viewport: never in the product page's first-load JS. */
const ReviewsWidget = lazy(() => import('./reviews-widget'));

/** How far below the viewport the section starts loading. */
const NEAR_VIEWPORT = '600px 0px';

/**
 * The product page's reviews island: server HTML reserves its height (no layout shift) and the list loads when the
 * section nears the viewport or the shopper follows a link to #reviews, so it never blocks the first paint.
 */
export function LazyReviews(props: Omit<ReviewsWidgetProps, 'load'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className="min-h-[36rem]" data-testid="reviews-island">
      {near ? (
        <Suspense fallback={<p className="text-sm text-muted">Loading reviews…</p>}>
          <ReviewsWidget {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
