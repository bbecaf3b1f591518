// `npm run start:prod`: serves the compiled output of `npm run build` (API :4000 with migrations, storefront :3000, staff
// application :3001) as production does: plain Node, no tsx, no build on the way. Stops both on SIGTERM/SIGINT; each
// drains its requests (the API also its jobs) before exiting. The environment is the operator's, passed to both
// processes (PAYMENTS_MODE too): with NODE_ENV=production set, the API refuses the default sandbox payments unless
// PAYMENTS_MODE=live (with keys) or, for a staging site, ALLOW_SANDBOX_PAYMENTS=1; without it (a local demo run) the
// sandbox serves as with `npm start`. It never seeds: a new database serves only what was imported into it
// (npm run catalog:import).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, startStack } from './lib/stack.mjs';

const outputs = [
  'apps/api/dist/main.js',
  'apps/web/dist/server.js',
  'apps/web/.next/BUILD_ID',
  'apps/admin/dist/server/main.js',
  'apps/admin/dist/client/index.html',
];
const missing = outputs.filter((file) => !existsSync(path.join(root, file)));
if (missing.length > 0) {
  console.error(`Not built (${missing.join(', ')} missing): run npm run build first.`);
  process.exit(1);
}
const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const adminPort = Number(process.env.ADMIN_PORT ?? 3001);
const stack = await startStack({ webPort, apiPort, adminPort, compiled: true });
console.log(
  `\nStore (compiled) ready: storefront http://localhost:${webPort}, staff app ${stack.adminUrl}, API ${stack.apiUrl}\n`,
);
const exited = (child) => (child.exitCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', done)));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    stack.stop();
    await Promise.all([exited(stack.api), exited(stack.web), exited(stack.admin)]);
    process.exit(0);
  });
for (const child of [stack.api, stack.web, stack.admin]) child.once('exit', (code) => (stack.stop(), process.exit(code ?? 1)));
