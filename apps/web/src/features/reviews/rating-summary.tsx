import { reviewCountLabel } from './review-labels';
import { Stars } from './stars';

export interface RatingSummaryProps {
  averageScore: number;
  totalReviews: number;
  /** Where the count links (the product page's reviews section); plain text without. */
  href?: string;
  className?: string;
}

/** Stars and "(123 reviews)" for product cards and the product page header; nothing when there are no reviews. */
export function RatingSummary({ averageScore, totalReviews, href, className = '' }: RatingSummaryProps) {
  if (totalReviews <= 0) return null;
  const count = reviewCountLabel(totalReviews);
  return (
    <span className={`flex items-center gap-2 text-sm ${className}`} data-testid="rating-summary">
      <Stars score={averageScore} />
      <span aria-hidden="true" className="font-semibold">
        {averageScore.toFixed(1)}
      </span>
      {href ? (
        <a href={href} className="underline underline-offset-2">
          {count}
        </a>
      ) : (
        <span>{count}</span>
      )}
    </span>
  );
}
