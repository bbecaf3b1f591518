'use client';

import { useState } from 'react';
import type { VoteDirection, VoteResult } from '@store/core/reviews/wire';
import { voteReview } from '../../lib/api/reviews-browser';
import { useHydrated } from '../../lib/use-hydrated';

/** A click on the pressed button takes the vote back; on the other one, changes it (one vote per shopper). */
export function nextVote(current: VoteDirection | null, clicked: VoteDirection): VoteDirection | null {
  return current === clicked ? null : clicked;
}

export interface VoteButtonsProps {
  reviewId: string;
  initial: VoteResult;
  /** Injected in tests; POST /api/reviews/{id}/vote otherwise. */
  vote?: typeof voteReview;
}

const BUTTON =
  'min-h-11 min-w-11 rounded-brand border border-muted/40 px-3 text-sm font-semibold aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-text disabled:opacity-60';

/** "Helpful? Yes (n) / No (n)" with the shopper's vote pressed (aria-pressed); the counts are the API's answer. */
export function VoteButtons({ reviewId, initial, vote = voteReview }: VoteButtonsProps) {
  const [state, setState] = useState<VoteResult>(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // /reviews has its first page in the HTML: a press before the page's scripts run would be lost.
  const hydrated = useHydrated();
  async function cast(clicked: VoteDirection) {
    setBusy(true);
    setFailed(false);
    try {
      setState(await vote(reviewId, nextVote(state.myVote, clicked)));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  const labelId = `helpful-${reviewId}`;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm">
        Helpful?
      </span>
      <button
        type="button"
        className={BUTTON}
        aria-pressed={state.myVote === 'up'}
        disabled={busy || !hydrated}
        onClick={() => void cast('up')}
        data-testid="vote-up"
      >
        Yes ({state.votesUp})
      </button>
      <button
        type="button"
        className={BUTTON}
        aria-pressed={state.myVote === 'down'}
        disabled={busy || !hydrated}
        onClick={() => void cast('down')}
        data-testid="vote-down"
      >
        No ({state.votesDown})
      </button>
      {failed ? (
        <span role="alert" className="text-sm">
          Your vote could not be saved. Please try again.
        </span>
      ) : null}
    </div>
  );
}
