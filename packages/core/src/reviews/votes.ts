import type { VoteDirection } from './wire';

export interface VoteDelta {
  votesUp: number;
  votesDown: number;
}

/**
 * Rule (review votes): one vote per shopper per review. Moving from the previous vote (or none) to the
 * next one (or none) changes the counters by this delta: the old vote is taken back, the new one counted.
 */
export function voteDelta(previous: VoteDirection | null, next: VoteDirection | null): VoteDelta {
  const count = (direction: VoteDirection) => (next === direction ? 1 : 0) - (previous === direction ? 1 : 0);
  return { votesUp: count('up'), votesDown: count('down') };
}

/** Who is voting or reading: the signed-in account (null for a guest), the client address, and whether a session came. */
export interface ReviewVoterContext {
  accountId: string | null;
  clientAddress: string;
  hasSession: boolean;
}

/**
 * Rule (review votes): a vote counts once per person, however many sessions they open. A signed-in shopper votes as
 * their account (the same vote on every browser); a guest as their client address (as the storefront proves it), since
 * a new session is free and an address is not.
 */
export function reviewVoter(who: ReviewVoterContext): string {
  return who.accountId !== null ? `acct:${who.accountId}` : `addr:${who.clientAddress}`;
}

/**
 * Whose vote a read shows as the reader's own (`myVote`): the voter's, but for a guest only when the request carries a
 * store session, so a read without one (the storefront's cached server reads, all from its own address) shows none.
 */
export function reviewViewer(who: ReviewVoterContext): string | null {
  return who.accountId === null && !who.hasSession ? null : reviewVoter(who);
}
