// `npm start`: builds what needs building, fills a new database with the demo store (demo/, through the catalogue
// importer; a database that has a catalogue is left as it is), then serves the API (:4000, migrations) and the
// storefront (:3000).
import { buildWebIfNeeded, startStack } from './lib/stack.mjs';

const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);

buildWebIfNeeded();
const started = Date.now();
const stack = await startStack({ webPort, apiPort, seedDemo: true });
console.log(`\nStore ready in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
console.log(`  storefront  http://localhost:${webPort}  (brands: http://<brand>.localhost:${webPort})`);
console.log(`  API         ${stack.apiUrl}  (OpenAPI at ${stack.apiUrl}/docs)\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (stack.stop(), process.exit(0)));
for (const child of [stack.api, stack.web]) child.once('exit', (code) => (stack.stop(), process.exit(code ?? 1)));
