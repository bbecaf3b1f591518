import type { Env } from '../env';
import { openDatabase } from '../db/client';
import { createJobWorker } from '../jobs/runtime';
import { channelRegistryFromEnv } from '../channels/read-channels';
import { runEvery } from '../maintenance/schedule';
import { liveProvidersAtStart, paymentProvidersFromEnv } from '../payments/providers-from-env';
import { RECONCILE_EVERY_MS, reconcileStaleAttempts } from '../use-cases/payments/reconcile-stale-attempts';
import { SHUTDOWN_BOUND_MS, drainWithin, exitAfterShutdown } from '../shutdown/drain';
import type { JobLog } from '../jobs/worker';
import { surviveStrayConnectionErrors } from '../db/stray-rejections';

/** JSON lines on stdout, like the API's log. */
const log: JobLog = {
  info: (data, msg) => console.log(JSON.stringify({ level: 'info', time: Date.now(), ...data, msg })),
  error: (data, msg) => console.error(JSON.stringify({ level: 'error', time: Date.now(), ...data, msg })),
};
const warnOrError = {
  warn: (data: object, message: string) =>
    console.warn(JSON.stringify({ level: 'warn', time: Date.now(), ...data, msg: message })),
  error: (data: object, message: string) => log.error(data, message),
};

/**
 * A job worker without the HTTP API, for scale-out (run API processes with WORKER=off and as many of these as
 * needed; SKIP LOCKED claims keep them from taking the same job). Needs DATABASE_URL: PGlite is one process's
 * embedded database, so its worker runs inside the API.
 */
export async function serveWorker(env: Env, sandboxInProduction: string | null): Promise<void> {
  if (sandboxInProduction) warnOrError.warn({}, sandboxInProduction);
  surviveStrayConnectionErrors(warnOrError);
  if (!env.DATABASE_URL) throw new Error('The separate worker needs DATABASE_URL (PGlite runs the worker inside the API)');
  // The channels: emails link to a brand's channel origin, live payments go to each brand's accounts and return there.
  const channels = channelRegistryFromEnv(env);
  const live = liveProvidersAtStart(env, channels);
  const handle = await openDatabase({ url: env.DATABASE_URL });
  await handle.migrate();
  const payments = paymentProvidersFromEnv(handle.db, live);
  const worker = createJobWorker(handle.db, env, log, payments, channels);
  worker.start();
  // The payment reconciliation runs here too (safe beside the API processes': attempts are claimed one at a time).
  const reconcile = runEvery(
    RECONCILE_EVERY_MS,
    async () =>
      log.info(
        { report: await reconcileStaleAttempts({ db: handle.db, now: () => new Date(), payments }) },
        'payments reconciled',
      ),
    (error) => log.error({ err: error instanceof Error ? error.message : String(error) }, 'payment reconciliation failed'),
  );
  log.info({ worker: worker.id }, 'job worker started');
  // Finish the job in hand, then close the pool; within SHUTDOWN_BOUND_MS.
  exitAfterShutdown(() =>
    drainWithin(
      SHUTDOWN_BOUND_MS,
      [
        ['reconcile', () => reconcile.stop()],
        ['worker', () => worker.stop()],
        ['database', () => handle.close()],
      ],
      warnOrError,
    ),
  );
}
