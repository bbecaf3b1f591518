import { memo } from 'react';
import type { Review, ReviewReply as Reply } from '@store/core/reviews/wire';
import { reviewDateLabel } from './review-labels';
import { Stars } from './stars';
import { VoteButtons } from './vote-buttons';

/**
 * One review: stars, title, text (plain text, escaped by React), author, verified-buyer badge, media, votes, and the
 * brand's public reply under it when there is one.
 */
export const ReviewCard = memo(ReviewCardView, sameCard);

interface ReviewCardProps {
  review: Review;
  showProduct?: boolean;
  /** Who the reply is from ("Response from <brand>"). */
  brandName: string;
  /** A card past the first screen: laid out and painted only as it comes near the viewport (render-when-near). */
  renderWhenNear?: boolean;
}

/**
 * A card draws again only when its review does. The list's own renders (its controls' state, the refresh on mount
 * that reads the shopper's votes, the switch once the page's scripts run) hand it equal reviews, often as new objects
 * from a new answer: comparing their content spares ten cards' work on a phone's main thread.
 */
export function sameCard(before: ReviewCardProps, after: ReviewCardProps): boolean {
  return (
    before.showProduct === after.showProduct &&
    before.brandName === after.brandName &&
    before.renderWhenNear === after.renderWhenNear &&
    (before.review === after.review || JSON.stringify(before.review) === JSON.stringify(after.review))
  );
}

function ReviewCardView({ review, showProduct = false, brandName, renderWhenNear = false }: ReviewCardProps) {
  const headingId = `review-${review.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-2 py-4" data-testid="review">
      {/* The card's text. Only it is skipped until near (its real height is known only once laid out): the links and
          buttons under it stay laid out where they are, never overlapped by a text taller than its stand-in. */}
      <div className={`flex flex-col gap-2 ${renderWhenNear ? 'render-when-near [--near-height:11rem]' : ''}`}>
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
              <span aria-hidden="true" className="tick-mark" /> Verified buyer
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
      </div>
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
      {review.reply ? <ReviewReply reply={review.reply} brandName={brandName} /> : null}
      <VoteButtons
        // New data from the API (a refresh, another filter) starts the buttons from it again.
        key={`${review.votesUp}:${review.votesDown}:${review.myVote}`}
        reviewId={review.id}
        initial={{ votesUp: review.votesUp, votesDown: review.votesDown, myVote: review.myVote }}
      />
    </article>
  );
}

/** The brand's reply, set in under the review it answers, with its date (and when it was edited). */
function ReviewReply({ reply, brandName }: { reply: Reply; brandName: string }) {
  return (
    <div
      className="ml-4 flex flex-col gap-1 rounded-brand border-l-4 border-brand bg-surface px-4 py-3"
      data-testid="review-reply"
    >
      <p className="text-sm font-semibold">
        Response from {brandName}
        <span className="ml-2 font-normal text-muted">
          {reviewDateLabel(reply.createdAt)}
          {reply.editedAt ? ` · edited ${reviewDateLabel(reply.editedAt)}` : ''}
        </span>
      </p>
      <p className="text-sm break-words whitespace-pre-line">{reply.text}</p>
    </div>
  );
}
