export interface PollTiming {
  /** The longest the polls go on, in wall-clock time from the call: time spent inside `next` counts too. */
  waitMs: number;
  /** The pause before each new look. */
  pollMs: number;
  /** The tests' clock and pause; the wall clock and a timer otherwise. */
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Looks again (`next`) every `pollMs` while `busy(value)` holds, until `waitMs` have passed on the clock, and returns the
 * last value. The bound is the clock, not a count of pauses: a look that is slow under load (a locking transaction) must
 * not stretch the wait past what a client or balancer waits for an answer.
 */
export async function pollWhile<T>(
  first: T,
  busy: (value: T) => boolean,
  next: () => Promise<T>,
  timing: PollTiming,
): Promise<T> {
  const clock = timing.clock ?? Date.now;
  const sleep = timing.sleep ?? delay;
  const deadline = clock() + timing.waitMs;
  let value = first;
  while (busy(value) && clock() < deadline) {
    await sleep(timing.pollMs);
    value = await next();
  }
  return value;
}
