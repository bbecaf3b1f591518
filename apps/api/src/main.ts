import { parseEnv, sandboxPaymentsAtStart } from './env';

/**
 * The API process's entry. What needs only the environment is refused first, before the rest of the API is loaded
 * (some 4 s of modules): a bad variable, and production with sandbox payments (unless ALLOW_SANDBOX_PAYMENTS=1, then
 * logged once the app runs). Then serve-api.ts opens, builds and listens.
 */
async function main(): Promise<void> {
  const env = parseEnv();
  const sandboxInProduction = sandboxPaymentsAtStart(env);
  const { serveApi } = await import('./serve-api');
  await serveApi(env, sandboxInProduction);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
