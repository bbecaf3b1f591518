import { IntentLink } from '../../components/intent-link';
import type { BrandKey } from '@store/core/brands';
import { SectionHeading } from '../../components/ui/section-heading';
import { brandBottomline, serverFilterReviews } from '../../lib/api/reviews';
import { reviewCountLabel } from '../reviews/review-labels';
import { Stars } from '../reviews/stars';

/** The home page's reviews: the brand's bottomline and its three most recent 5-star reviews, server-rendered. */
export async function ReviewsStrip({ brand }: { brand: BrandKey }) {
  const [bottomline, page] = await Promise.all([
    brandBottomline(brand),
    serverFilterReviews(brand, { scores: [5], per_page: 3, sortings: [{ sort_by: 'date', ascending: false }] }),
  ]);
  const reviews = page?.reviews.slice(0, 3) ?? [];
  if (bottomline === null || bottomline.totalReviews === 0 || reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-heading" data-testid="home-reviews">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <SectionHeading id="reviews-heading">What sleepers say</SectionHeading>
          <p className="-mt-2 flex flex-wrap items-center gap-2" data-testid="home-bottomline">
            <Stars score={bottomline.averageScore} className="text-xl" />
            <span className="font-semibold">{bottomline.averageScore.toFixed(1)} out of 5</span>
            <span className="text-muted">from {reviewCountLabel(bottomline.totalReviews)}</span>
          </p>
        </div>
        <IntentLink href="/reviews" className="font-semibold text-brand underline underline-offset-2">
          Read all reviews
        </IntentLink>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id} className="flex flex-col gap-2 rounded-brand bg-surface p-5" data-testid="home-review">
            <Stars score={review.score} />
            <h3 className="text-lg font-bold">{review.title}</h3>
            <p className="line-clamp-4 text-sm">{review.content}</p>
            <p className="mt-auto text-sm text-muted">
              {review.user.displayName} · {review.productTitle}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
