'use client';

import { startTransition, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REVIEWS_FIRST_PAGE, REVIEWS_MAX_SEARCH_LENGTH } from '@store/core/reviews/constants';
import type { Bottomline, Review, ReviewPage, ReviewScore } from '@store/core/reviews/wire';
import { filterReviews } from '../../lib/api/reviews-browser';
import { useHydrated } from '../../lib/use-hydrated';
import { resultCountLabel } from './review-labels';
import { ReviewCard } from './review-card';
import {
  INITIAL_CONTROLS,
  effectiveSort,
  pageRequest,
  reviewFilter,
  sortOptionsFor,
  toggled,
  type ReviewsControls,
  type SortValue,
} from './reviews-query';
import { StarDistribution } from './star-distribution';

export interface ReviewsWidgetProps {
  /** The brand's name: a public reply shows as "Response from <brand>". */
  brandName: string;
  /** The product (domain key); none lists the whole brand (/reviews). */
  domainKey?: string;
  bottomline: Bottomline | null;
  /** Reviews shown before "Show more reviews": REVIEWS_FIRST_PAGE on a product page, REVIEWS_PAGE_SIZE on /reviews. */
  firstPageSize?: number;
  /** /reviews names the reviewed product on each review. */
  showProduct?: boolean;
  /** The first page as the server read it (/reviews: in the HTML, no layout shift); refreshed on mount for `myVote`. */
  initialPage?: ReviewPage;
  /** Injected in tests; POST /api/reviews/filter otherwise. */
  load?: typeof filterReviews;
}

interface ListState {
  reviews: Review[];
  total: number;
  topics: ReviewPage['topics'];
  step: number;
}

/** At most this many cards show on the first screen (a wide one, under the bottomline and the controls). */
const CARDS_ON_FIRST_SCREEN = 2;

const CHIP =
  'min-h-10 w-full rounded-full border border-muted/40 px-3 text-sm aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-text';

/** The reviews list with its controls: star filter, topic chips, search, sort, "Show more reviews", votes. */
export default function ReviewsWidget({
  brandName,
  domainKey,
  bottomline,
  firstPageSize = REVIEWS_FIRST_PAGE,
  showProduct = false,
  initialPage,
  load = filterReviews,
}: ReviewsWidgetProps) {
  const [controls, setControls] = useState<ReviewsControls>(INITIAL_CONTROLS);
  const [draft, setDraft] = useState('');
  const [list, setList] = useState<ListState | null>(
    initialPage
      ? { reviews: initialPage.reviews, total: initialPage.pagination.total, topics: initialPage.topics, step: 0 }
      : null,
  );
  const [status, setStatus] = useState<'loading' | 'idle' | 'error'>(initialPage ? 'idle' : 'loading');
  const inFlight = useRef<AbortController | null>(null);
  const ids = useId();
  // On /reviews the controls are in the HTML before the page's scripts run; they wait for them (data-ready says so).
  const hydrated = useHydrated();

  /** Asks for one page step of the current controls; a newer request cancels the one in flight. */
  const fetchStep = useCallback(
    (current: ReviewsControls, step: number): (() => void) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const { replace } = pageRequest(step, firstPageSize);
      load(reviewFilter(current, step, { domainKey, firstPageSize }), controller.signal).then(
        (page) => {
          // A transition: React renders the list in slices between which the browser can answer the shopper (on
          // /reviews the first page is refreshed right after hydration, and rendered at once it held a phone's main
          // thread for 100-150 ms).
          startTransition(() => {
            setList((previous) => ({
              reviews: replace || previous === null ? page.reviews : [...previous.reviews, ...page.reviews],
              total: page.pagination.total,
              topics: page.topics,
              step,
            }));
            setStatus('idle');
          });
        },
        () => {
          if (!controller.signal.aborted) setStatus('error');
        },
      );
      return () => controller.abort();
    },
    [domainKey, firstPageSize, load],
  );

  useEffect(() => fetchStep(controls, 0), [controls, fetchStep]);

  const update = (change: Partial<ReviewsControls>) => {
    setStatus('loading');
    setControls((c) => ({ ...c, ...change }));
  };
  const loadStep = (step: number) => {
    setStatus('loading');
    fetchStep(controls, step);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const search = draft.trim();
    update({ search, sort: search !== '' ? 'relevant' : controls.sort === 'relevant' ? 'recent' : controls.sort });
  };
  const clearSearch = () => {
    setDraft('');
    update({ search: '', sort: controls.sort === 'relevant' ? 'recent' : controls.sort });
  };

  const topics = [
    ...controls.topics.filter((t) => !list?.topics.some((x) => x.name === t)).map((name) => ({ name, count: null })),
    ...(list?.topics ?? []),
  ];
  const shown = list?.reviews.length ?? 0;
  const total = list?.total ?? 0;

  return (
    <div className="flex flex-col gap-5" data-testid="reviews-widget" data-ready={hydrated}>
      {bottomline && bottomline.totalReviews > 0 ? (
        <StarDistribution
          bottomline={bottomline}
          selected={controls.scores}
          onToggle={(score: ReviewScore) => update({ scores: toggled(controls.scores, score) })}
          disabled={!hydrated}
        />
      ) : null}
      {topics.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 id={`${ids}-topics`} className="text-sm font-semibold">
            Filter by topic
          </h3>
          {/* Cells of one width, not chips that wrap by their text: the text is a little wider or narrower in the
              brand face's fallback, and a chip that moved to the next line when the face arrived shifted the rest. */}
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] gap-2" aria-labelledby={`${ids}-topics`}>
            {topics.map((topic) => (
              <li key={topic.name}>
                <button
                  type="button"
                  className={CHIP}
                  aria-pressed={controls.topics.includes(topic.name)}
                  disabled={!hydrated}
                  onClick={() => update({ topics: toggled(controls.topics, topic.name) })}
                  data-testid="topic-chip"
                >
                  {topic.name}
                  {topic.count === null ? null : <span className="text-xs"> ({topic.count})</span>}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <form role="search" onSubmit={onSearch} className="flex w-full max-w-md items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={`${ids}-search`} className="text-sm font-semibold">
              Search reviews
            </label>
            <input
              id={`${ids}-search`}
              type="search"
              value={draft}
              maxLength={REVIEWS_MAX_SEARCH_LENGTH}
              readOnly={!hydrated}
              onChange={(event) => setDraft(event.target.value)}
              className="min-h-11 w-full rounded-brand border border-muted/60 px-3"
            />
          </div>
          <button
            type="submit"
            disabled={!hydrated}
            className="min-h-11 rounded-brand bg-brand px-4 font-semibold text-brand-text"
          >
            Search
          </button>
          {controls.search !== '' ? (
            <button type="button" onClick={clearSearch} className="min-h-11 px-2 text-sm font-semibold underline">
              Clear
            </button>
          ) : null}
        </form>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-sort`} className="text-sm font-semibold">
            Sort by
          </label>
          <select
            id={`${ids}-sort`}
            value={effectiveSort(controls)}
            disabled={!hydrated}
            onChange={(event) => update({ sort: event.target.value as SortValue })}
            className="min-h-11 rounded-brand border border-muted/60 bg-page px-3"
          >
            {sortOptionsFor(controls.search).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-muted" data-testid="reviews-count">
        {list === null ? 'Loading reviews…' : resultCountLabel(shown, total)}
      </p>
      {status === 'error' ? (
        <p role="alert" className="text-sm">
          Reviews could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => loadStep(list?.step ?? 0)}>
            Try again
          </button>
        </p>
      ) : null}
      {list !== null && list.reviews.length > 0 ? (
        <div className="divide-y divide-muted/30" aria-busy={status === 'loading'} data-testid="reviews-list">
          {list.reviews.map((review, index) => (
            <ReviewCard
              key={review.id}
              review={review}
              showProduct={showProduct}
              brandName={brandName}
              renderWhenNear={index >= CARDS_ON_FIRST_SCREEN}
            />
          ))}
        </div>
      ) : null}
      {list !== null && shown < total ? (
        <button
          type="button"
          className="min-h-12 self-center rounded-brand border-2 border-brand px-6 font-semibold disabled:opacity-60"
          disabled={status === 'loading' || !hydrated}
          onClick={() => loadStep(list.step + 1)}
        >
          Show more reviews
        </button>
      ) : null}
    </div>
  );
}
