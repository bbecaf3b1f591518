/** A job that runs again every intervalMs until stopped. */
export interface ScheduledJob {
  /** Stops the timer and waits for a run in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Runs a job on a timer in this process, never inside a request. Used for the clean-up until the durable job queue
 * arrives with the checkout issue (docs/architecture.md): the job must be safe when several processes run it at
 * once. A failed run is reported and the next one still happens; the timer does not keep the process alive.
 */
export function runEvery(intervalMs: number, job: () => Promise<unknown>, onError: (error: unknown) => void): ScheduledJob {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running.then(() => job().then(() => undefined, onError));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = setTimeout(tick, Math.min(intervalMs, 5_000));
  first.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
