import type { Review } from '@store/core/reviews/wire';
import { reviewDateLabel } from './review-labels';
import { Stars } from './stars';
import { VoteButtons } from './vote-buttons';

/** One review: stars, title, text (plain text, escaped by React), author, verified-buyer badge, media, votes. */
export function ReviewCard({ review, showProduct = false }: { review: Review; showProduct?: boolean }) {
  const headingId = `review-${review.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-2 py-4" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars score={review.score} />
        <span className="text-sm text-muted">{reviewDateLabel(review.createdAt)}</span>
      </div>
      <h3 id={headingId} className="font-semibold" data-testid="review-title">
        {review.title}
      </h3>
      <p className="text-sm font-semibold">
        {review.user.displayName}
        {review.verifiedBuyer ? (
          <span className="ml-2 rounded-brand bg-surface px-2 py-0.5 text-xs font-semibold" data-testid="verified-buyer">
            ✓ Verified buyer
          </span>
        ) : null}
      </p>
      {showProduct ? <p className="text-sm text-muted">Reviewed: {review.productTitle}</p> : null}
      <p className="text-sm break-words whitespace-pre-line" data-testid="review-content">
        {review.content}
      </p>
      {review.topics.length > 0 ? (
        <p className="text-xs text-muted">
          <span className="sr-only">Topics: </span>
          {review.topics.join(' · ')}
        </p>
      ) : null}
      {review.media.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos and videos from this review">
          {review.media.map((media) => (
            <li key={media.url}>
              <a href={media.url} target="_blank" rel="noopener" className="block">
                <img
                  src={media.thumbnailUrl}
                  alt={media.type === 'video' ? `Video: ${media.alt}` : media.alt}
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="h-20 w-20 rounded-brand object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <VoteButtons
        // New data from the API (a refresh, another filter) starts the buttons from it again.
        key={`${review.votesUp}:${review.votesDown}:${review.myVote}`}
        reviewId={review.id}
        initial={{ votesUp: review.votesUp, votesDown: review.votesDown, myVote: review.myVote }}
      />
    </article>
  );
}
