/** First retry after about this long; each later one waits twice as long. */
const BASE_DELAY_MS = 2_000;
/** No retry waits longer than this. */
const MAX_DELAY_MS = 60 * 60 * 1000;

/**
 * Exponential back-off with jitter for a failed job: after attempt n the wait is BASE * 2^(n-1), capped, and then a
 * random 50-100 % of it ("equal jitter"), so jobs that failed together (a provider outage) do not retry together.
 * `random` is in [0, 1).
 */
export function retryDelayMs(attempt: number, random: number): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random);
}
