// `npm run build -w @store/web` (after next build): the storefront's own server as JavaScript in dist/server.js.
import { buildNode } from '../../scripts/lib/build-node.mjs';

await buildNode({ entryPoints: { server: 'src/server/main.ts' }, outdir: 'dist' });
console.log('Storefront server built to apps/web/dist/server.js');
