import { parseEnv, sandboxPaymentsAtStart } from '../env';

/**
 * The separate job worker's entry. The worker settles payments too (webhooks, reconciliation), so it has the API's
 * refusal of sandbox payments in production, made here before the rest is loaded; then serve-worker.ts runs it.
 */
async function main(): Promise<void> {
  const env = parseEnv();
  const sandboxInProduction = sandboxPaymentsAtStart(env);
  const { serveWorker } = await import('./serve-worker');
  await serveWorker(env, sandboxInProduction);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
