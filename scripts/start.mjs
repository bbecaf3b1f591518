// `npm start`: builds what needs building, fills a new database with the demo store (demo/, through the catalogue
// importer; a database that has a catalogue is left as it is), then serves the API (:4000, migrations), the
// storefront (:3000) and the staff application (:3001, ADMIN_PORT); a store with no staff account gets its first owner
// and the link to set its password.
import { buildAdminIfNeeded, buildWebIfNeeded, startStack } from './lib/stack.mjs';

const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const adminPort = Number(process.env.ADMIN_PORT ?? 3001);

buildWebIfNeeded();
buildAdminIfNeeded();
const started = Date.now();
const stack = await startStack({ webPort, apiPort, adminPort, seedDemo: true, firstOwner: true });
console.log(`\nStore ready in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
console.log(`  storefront  http://localhost:${webPort}  (brands: http://<brand>.localhost:${webPort})`);
console.log(`  staff app   ${stack.adminUrl}`);
console.log(`  API         ${stack.apiUrl}  (OpenAPI at ${stack.apiUrl}/docs)\n`);
if (stack.firstOwnerLink)
  console.log(`The staff app's first account is owner@store.localhost: set its password at\n  ${stack.firstOwnerLink}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (stack.stop(), process.exit(0)));
for (const child of [stack.api, stack.web, stack.admin]) child.once('exit', (code) => (stack.stop(), process.exit(code ?? 1)));
