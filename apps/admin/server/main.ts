import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildAdminServer } from './app';
import { adminEnv } from './env';

/** apps/admin, found upwards from this module: from server/ under tsx, from dist/server once built. */
function adminRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'vite.config.ts')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** `npm start` / `start:prod`: serves the built staff application on ADMIN_PORT and forwards /admin/* to API_URL. */
async function main(): Promise<void> {
  const env = adminEnv();
  const app = await buildAdminServer({
    clientDir: path.join(adminRoot(), 'dist/client'),
    apiUrl: env.apiUrl,
    clientAddressSecret: env.clientAddressSecret,
    trustProxies: env.trustProxies,
    logger: false,
  });
  // SIGTERM / SIGINT: stop taking connections and finish the requests in flight.
  const shutdown = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  await app.listen({ port: env.port, host: env.host ?? '::' });
  console.log(`Staff application ready on http://localhost:${env.port} (API ${env.apiUrl})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
