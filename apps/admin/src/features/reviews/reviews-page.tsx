import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { REVIEW_QUEUES, type ReviewQueue } from '@store/core/reviews/review-states';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/section';
import { errorMessage } from '../../lib/api/client';
import { reviewQueueQuery } from '../../lib/api/reviews';
import { ReviewCard } from './review-card';
import { QUEUE_LABELS } from './review-labels';

const route = getRouteApi('/_app/reviews');

/** Reviews: the held ones first (tabs by state), searched by words or product, 20 a page, each with its actions. */
export function ReviewsPage() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/reviews' });
  const status = search.status ?? 'held';
  const page = search.page ?? 1;
  const query = useQuery(reviewQueueQuery({ status, brand: search.brand, q: search.q, product: search.product, page }));
  const go = (next: { status?: ReviewQueue; q?: string | undefined; page?: number }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;
  return (
    <div>
      <PageHeader title="Reviews" />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div role="tablist" aria-label="Review state" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {REVIEW_QUEUES.map((queue) => (
            <button
              key={queue}
              type="button"
              role="tab"
              aria-selected={queue === status}
              onClick={() => go({ status: queue, page: undefined })}
              className="min-h-9 rounded-md px-4 text-sm font-semibold text-slate-700 aria-selected:bg-white aria-selected:text-slate-950 aria-selected:shadow"
            >
              {QUEUE_LABELS[queue]}
              {queue === 'held' && data ? ` (${data.heldCount})` : ''}
            </button>
          ))}
        </div>
        <SearchBox initial={search.q ?? ''} onSearch={(q) => go({ q: q || undefined, page: undefined })} />
      </div>
      {search.product ? (
        <p className="mb-3 text-sm">
          Product <span className="font-mono">{search.product}</span>{' '}
          <button
            type="button"
            className="text-accent underline"
            onClick={() => void navigate({ search: (prev) => ({ ...prev, product: undefined }) })}
          >
            show every product
          </button>
        </p>
      ) : null}
      {query.isError ? <ErrorAlert title="Reviews could not load">{errorMessage(query.error)}</ErrorAlert> : null}
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading reviews…
        </p>
      ) : data ? (
        <>
          <p role="status" className="mb-3 text-sm text-slate-600">
            {data.total === 0
              ? `No ${QUEUE_LABELS[status].toLowerCase()} review${search.q ? ' matches' : ''}.`
              : `${data.total} ${QUEUE_LABELS[status].toLowerCase()} review${data.total === 1 ? '' : 's'}${status === 'held' ? ', the longest waiting first' : ''}.`}
          </p>
          <div className="flex flex-col gap-3">
            {data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </div>
          {pages > 1 ? (
            <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-3 text-sm">
              <Button disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2">
      <label className="flex flex-col text-sm font-semibold">
        Search reviews
        <input
          type="search"
          value={value}
          maxLength={100}
          onChange={(event) => setValue(event.target.value)}
          placeholder="Words, writer or product"
          className="mt-1 min-h-9 w-72 rounded-md border border-slate-300 px-3 font-normal"
        />
      </label>
      <Button type="submit">Search</Button>
    </form>
  );
}
