import type { Bottomline } from '@store/core/reviews/wire';
import { LazyReviews } from './lazy-reviews';

/** The anchor of the product page's reviews section (the header's stars link to it). */
export const REVIEWS_ANCHOR = 'reviews';

/** The product page's reviews section, below the fold: a heading in the HTML, the list as a lazy client island. */
export function ReviewsSection({
  domainKey,
  bottomline,
  brandName,
}: {
  domainKey: string;
  bottomline: Bottomline | null;
  brandName: string;
}) {
  return (
    <section
      id={REVIEWS_ANCHOR}
      aria-labelledby="reviews-heading"
      className="mt-10 scroll-mt-24 render-when-near"
      data-testid="reviews-section"
    >
      <h2 id="reviews-heading" className="mb-4 text-2xl font-bold">
        Customer reviews
      </h2>
      <LazyReviews domainKey={domainKey} bottomline={bottomline} brandName={brandName} />
    </section>
  );
}
