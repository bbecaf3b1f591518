/** Validation checks are throttled to 250 ms. */
export const VALIDATION_THROTTLE_MS = 250;

interface Waiter<R> {
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * "Checks are throttled to 250 ms": at most one call of `run` per window. A call in a quiet period runs at
 * once; calls inside the window are merged into one trailing call with the latest arguments, whose answer every merged
 * caller receives (so each caller's promise settles with the newest input's result). Timers are read at call time,
 * so fake timers drive it in tests.
 */
export function throttleAsync<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  waitMs: number = VALIDATION_THROTTLE_MS,
): (...args: A) => Promise<R> {
  let lastStart = Number.NEGATIVE_INFINITY;
  let queued: { args: A; waiters: Waiter<R>[] } | null = null;

  const start = (args: A, waiters: Waiter<R>[]) => {
    lastStart = Date.now();
    // A synchronous throw from `run` rejects the callers like a rejected promise would.
    new Promise<R>((resolve) => resolve(run(...args))).then(
      (value) => waiters.forEach((waiter) => waiter.resolve(value)),
      (error: unknown) => waiters.forEach((waiter) => waiter.reject(error)),
    );
  };

  return (...args: A) =>
    new Promise<R>((resolve, reject) => {
      if (queued !== null) {
        queued.args = args;
        queued.waiters.push({ resolve, reject });
        return;
      }
      const wait = lastStart + waitMs - Date.now();
      if (wait <= 0) return start(args, [{ resolve, reject }]);
      const next: { args: A; waiters: Waiter<R>[] } = { args, waiters: [{ resolve, reject }] };
      queued = next;
      setTimeout(() => {
        queued = null;
        start(next.args, next.waiters);
      }, wait);
    });
}
