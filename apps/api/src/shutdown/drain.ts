/** How long a SIGTERM'd process may drain (requests in flight, the job in hand, pools) before it exits 1 anyway. */
export const SHUTDOWN_BOUND_MS = 25_000;

/** A step slower than this is logged with its time, so a slow drain names its cause. */
const SLOW_STEP_MS = 1_000;

export interface DrainLog {
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

/**
 * Runs the shutdown steps in order (stop listening, the worker, the pools) within `boundMs`: true when all finished,
 * false when one failed (the rest still run) or the bound passed first (a request or job that never ends must not keep
 * a deploy waiting; the balancer already sends its traffic elsewhere). A step slower than `slowStepMs` is logged.
 */
export async function drainWithin(
  boundMs: number,
  steps: ReadonlyArray<readonly [string, () => Promise<unknown>]>,
  log: DrainLog,
  slowStepMs = SLOW_STEP_MS,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      log.error({ boundMs }, 'shutdown did not drain within its bound');
      resolve(false);
    }, boundMs);
  });
  const run = (async () => {
    let ok = true;
    for (const [name, step] of steps) {
      const started = Date.now();
      try {
        await step();
        const ms = Date.now() - started;
        if (ms > slowStepMs) log.warn({ step: name, ms }, 'shutdown step slow');
      } catch (error) {
        ok = false;
        log.error({ step: name, err: error instanceof Error ? error.message : String(error) }, 'shutdown step failed');
      }
    }
    return ok;
  })();
  try {
    return await Promise.race([run, bound]);
  } finally {
    clearTimeout(timer);
  }
}

/** How often a closing server drops the kept-alive sockets that went idle since (a finished in-flight request's). */
const IDLE_SWEEP_MS = 100;

/**
 * Closes a listening Fastify app: no new connections, requests in flight finish (Fastify answers 503 with
 * `Connection: close` to new ones on kept-alive sockets), and idle kept-alive sockets are closed. Fastify closes the
 * sockets idle when close starts, but one that goes idle after its last response stayed open until its keep-alive
 * timeout and held the close; the sweep closes those too.
 */
export async function closeHttp(app: { close(): Promise<unknown>; server: { closeIdleConnections(): void } }): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

/** On the first SIGTERM or SIGINT runs `shutdown` and exits 0 when it drained, 1 when it did not. */
export function exitAfterShutdown(shutdown: () => Promise<boolean>, exit: (code: number) => void = process.exit): void {
  let started = false;
  const onSignal = () => {
    if (started) return;
    started = true;
    shutdown().then(
      (ok) => exit(ok ? 0 : 1),
      () => exit(1),
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
