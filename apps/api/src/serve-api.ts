import { clientAddressSecret, sandboxMailboxEnabled, staffTwoFactorRequired, type Env } from './env';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { openStores } from './stores';
import { loadSessionKey } from './db/repositories/app-secrets';
import { productsPerBrand } from './db/repositories/catalog-size';
import { cleanUpStoredState } from './maintenance/clean-up';
import { runEvery } from './maintenance/schedule';
import { createJobWorker } from './jobs/runtime';
import { channelRegistryFromEnv } from './channels/read-channels';
import { LIVE_READY_PROVIDERS } from './payments/live/live-providers';
import { liveProvidersAtStart, paymentProvidersFromEnv } from './payments/providers-from-env';
import { withPaymentsFault } from './payments/faults';
import { webhookSecretSource } from './payments/webhooks/secret';
import { taxProviderFromEnv } from './tax/tax-from-env';
import { objectStoreFromEnv } from './media/object-store/object-store-from-env';
import { surviveStrayConnectionErrors, type StrayRejectionLog } from './db/stray-rejections';
import { SHUTDOWN_BOUND_MS, closeHttp, drainWithin, exitAfterShutdown } from './shutdown/drain';
import { RECONCILE_EVERY_MS, reconcileStaleAttempts } from './use-cases/payments/reconcile-stale-attempts';

/** How often old empty carts and expired remote tokens are removed. */
const CLEAN_UP_EVERY_MS = 15 * 60 * 1000;

/**
 * The composition root: env -> database -> migrations -> app -> listen. The API never writes catalogue data: a new
 * database holds only what was imported (npm run catalog:import; npm run db:seed for the demo store).
 */
export async function serveApi(env: Env, sandboxInProduction: string | null): Promise<void> {
  const addressSecret = clientAddressSecret(env);
  // Where each brand is deployed (CHANNELS_FILE, else the default channels): a file that cannot be served stops here.
  const channels = channelRegistryFromEnv(env);
  // Live mode: each brand's payment accounts; a key a channel names but the environment lacks stops here.
  const live = liveProvidersAtStart(env, channels);
  // Through the app's logger once it exists (until then, to the console).
  const processLog: StrayRejectionLog = {
    warn: (data, message) => console.warn(message, data),
    error: (data, message) => console.error(message, data),
  };
  surviveStrayConnectionErrors(processLog);
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.DATABASE_DIR });
  await handle.migrate();
  const catalog = await productsPerBrand(handle.db);
  // Redis outages are logged through the app's logger once it exists (until then, to the console).
  const outageLog = { warn: (message: string) => console.warn(message), info: (message: string) => console.log(message) };
  const stores = await openStores(env.REDIS_URL, env.REDIS_PREFIX, outageLog);
  const providers = paymentProvidersFromEnv(handle.db, live);
  const fault = env.PAYMENTS_MODE === 'sandbox' ? env.PAYMENTS_FAULT : undefined;
  const payments = fault ? withPaymentsFault(providers, fault, (message) => console.log(message)) : providers;
  // The worker starts after the app (it logs through app.log); until then a wake-up has nothing to wake.
  const wake = { jobs: (): void => undefined };
  // Set on SIGTERM: GET /ready answers 503 from then on (the balancer's cue), SHUTDOWN_UNREADY_MS before the close.
  let draining = false;
  // TaxJar failures are logged through the app's logger once it exists (the sandbox estimate answers meanwhile).
  const taxLog = { error: (error: unknown) => console.warn('TaxJar quote failed; the sandbox estimate is used', error) };
  const tax = taxProviderFromEnv(env, (error) => taxLog.error(error));
  const app = await buildApp(
    {
      db: handle.db,
      stores,
      now: () => new Date(),
      sessionKey: await loadSessionKey(handle.db),
      operatorSecret: env.OPERATOR_SECRET,
      storefrontUrls: env.STOREFRONT_URLS,
      defaultBrand: env.DEFAULT_BRAND,
      channels,
      allowedOrigins: env.ALLOWED_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean),
      wakeJobs: () => wake.jobs(),
      draining: () => draining,
      payments,
      tax,
      webhookSecret: webhookSecretSource(handle.db, env.PAYMENT_WEBHOOK_SECRET),
      paymentsMode: env.PAYMENTS_MODE,
      sandboxMailbox: sandboxMailboxEnabled(env),
      braintreeClientToken: live?.braintreeClientToken ?? undefined,
      channelWebhookSecret: live?.channelWebhookSecret,
      webhookVerifiers: live?.webhookVerifiers,
      clientAddressSecret: addressSecret,
      staffTwoFactorRequired: staffTwoFactorRequired(env),
      adminOrigin: env.ADMIN_ORIGIN,
      objectStore: objectStoreFromEnv(env),
    },
    { logger: { level: env.LOG_LEVEL }, processMetrics: true },
  );
  taxLog.error = (error) => app.log.warn({ err: error }, 'TaxJar quote failed; the sandbox estimate is used');
  outageLog.warn = (message) => app.log.warn(message);
  outageLog.info = (message) => app.log.info(message);
  processLog.warn = (data, message) => app.log.warn(data, message);
  processLog.error = (data, message) => app.log.error(data, message);
  const cleanUp = runEvery(
    CLEAN_UP_EVERY_MS,
    async () => app.log.info({ removed: await cleanUpStoredState(handle.db, new Date()) }, 'stored state cleaned up'),
    (error) => app.log.error({ err: error }, 'clean-up failed'),
  );
  // Every API process reconciles (safe concurrently: attempts are claimed by compare-and-set), with the real providers.
  const reconcile = runEvery(
    RECONCILE_EVERY_MS,
    async () => {
      const report = await reconcileStaleAttempts({ db: handle.db, now: () => new Date(), payments: providers });
      if (report.reconciled + report.expired + report.refunds + report.failed > 0)
        app.log.info({ report }, 'payments reconciled');
    },
    (error) => app.log.error({ err: error }, 'payment reconciliation failed'),
  );
  if (sandboxInProduction) app.log.warn(sandboxInProduction);
  if (env.PAYMENTS_FAULT && !fault) app.log.warn('PAYMENTS_FAULT is ignored in live mode');
  if (live?.webhookVerifiers.stripe && !env.STRIPE_WEBHOOK_SECRET)
    app.log.warn(
      'PAYMENTS_MODE=live without STRIPE_WEBHOOK_SECRET: Stripe webhooks (POST /payments/webhooks/stripe) of a brand whose channel names no webhookSecretEnv are refused',
    );
  if (live && live.unreadAccountFields.length > 0)
    app.log.warn({ fields: live.unreadAccountFields }, 'channels name payment account fields that nothing reads');
  // The job worker runs in this process unless WORKER=off (then src/worker/main.ts runs it elsewhere).
  const worker = env.WORKER === 'on' ? createJobWorker(handle.db, env, app.log, providers, channels) : null;
  worker?.start();
  if (worker) wake.jobs = () => worker.wake();
  if (live)
    app.log.warn(
      { live: Object.keys(live.providers), missingKeys: live.missingKeys, liveReady: LIVE_READY_PROVIDERS },
      'PAYMENTS_MODE=live: only live providers with keys are offered; the others answer Payment provider not found',
    );
  if (!env.SMTP_URL && env.PAYMENTS_MODE === 'live') app.log.warn('PAYMENTS_MODE=live without SMTP_URL: emails are only stored');
  // Leave the balancer's rotation (GET /ready 503 for SHUTDOWN_UNREADY_MS, everything else still served), then stop
  // taking requests and let those in flight finish (Fastify answers 503 to new ones on kept-alive sockets and closes
  // idle ones), then let the worker finish the job in hand, then close the pools; within SHUTDOWN_BOUND_MS.
  exitAfterShutdown(async () => {
    draining = true;
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_UNREADY_MS));
    return drainWithin(
      SHUTDOWN_BOUND_MS,
      [
        ['clean-up', () => cleanUp.stop()],
        ['reconcile', () => reconcile.stop()],
        ['http', () => closeHttp(app)],
        ['worker', async () => worker?.stop()],
        ['stores', () => stores.close()],
        ['database', () => handle.close()],
      ],
      app.log,
    );
  });
  await app.listen({ port: env.API_PORT, host: env.API_HOST });
  app.log.info(
    { database: handle.kind, stores: stores.kind, worker: worker?.id ?? 'off', products: catalog },
    `API ready on http://${env.API_HOST}:${env.API_PORT}`,
  );
  if (Object.keys(catalog).length === 0)
    app.log.warn('The database holds no product: import a catalogue with npm run catalog:import (docs/catalog-file.md)');
}
