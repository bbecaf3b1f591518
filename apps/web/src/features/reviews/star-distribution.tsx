import { REVIEW_SCORES, type ReviewScore } from '@store/core/reviews/constants';
import type { Bottomline } from '@store/core/reviews/wire';
import { reviewCountLabel } from './review-labels';
import { StarMark, Stars } from './stars';

export interface StarDistributionProps {
  bottomline: Bottomline;
  selected: readonly ReviewScore[];
  onToggle: (score: ReviewScore) => void;
  /** Until the page's scripts run, a press would do nothing. */
  disabled?: boolean;
}

/** The bottomline: average, count and one bar per score; a bar is a toggle button filtering by that score. */
export function StarDistribution({ bottomline, selected, onToggle, disabled = false }: StarDistributionProps) {
  const total = bottomline.totalReviews;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-8" data-testid="reviews-bottomline">
      <div className="flex flex-col gap-1">
        <p className="text-4xl font-bold">{bottomline.averageScore.toFixed(1)}</p>
        <Stars score={bottomline.averageScore} className="text-xl" />
        <p className="text-sm text-muted">Based on {reviewCountLabel(total)}</p>
      </div>
      <ul className="flex w-full max-w-sm flex-col gap-1" aria-label="Filter by rating">
        {[...REVIEW_SCORES].reverse().map((score) => {
          const count = bottomline.starDistribution[String(score) as keyof Bottomline['starDistribution']];
          const share = total > 0 ? Math.round((count / total) * 100) : 0;
          return (
            <li key={score}>
              <button
                type="button"
                aria-pressed={selected.includes(score)}
                disabled={disabled}
                onClick={() => onToggle(score)}
                className="grid min-h-8 w-full grid-cols-[3.5rem_1fr_3rem] items-center gap-2 rounded-brand px-1 text-sm hover:bg-surface aria-pressed:bg-surface aria-pressed:font-bold aria-pressed:outline aria-pressed:outline-2 aria-pressed:outline-brand"
                aria-label={`${score} star${score === 1 ? '' : 's'}: ${count} ${count === 1 ? 'review' : 'reviews'}`}
                data-testid={`score-filter-${score}`}
              >
                <span aria-hidden="true">
                  {score} <StarMark />
                </span>
                <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted/20">
                  <span className="block h-full bg-brand" style={{ width: `${share}%` }} />
                </span>
                <span aria-hidden="true" className="text-right text-muted">
                  {count}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
