import type { VoteDirection } from './wire';

export interface VoteDelta {
  votesUp: number;
  votesDown: number;
}

/**
 * Rule (issue 11, review votes): one vote per shopper per review. Moving from the previous vote (or none) to the
 * next one (or none) changes the counters by this delta: the old vote is taken back, the new one counted.
 */
export function voteDelta(previous: VoteDirection | null, next: VoteDirection | null): VoteDelta {
  const count = (direction: VoteDirection) => (next === direction ? 1 : 0) - (previous === direction ? 1 : 0);
  return { votesUp: count('up'), votesDown: count('down') };
}
