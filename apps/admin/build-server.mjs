// `npm run build -w @store/admin`, after `vite build`: the admin server (server/main.ts) compiled to dist/server/main.js,
// so `npm run start:prod` runs plain Node.
import { buildNode } from '../../scripts/lib/build-node.mjs';

await buildNode({ entryPoints: { main: 'server/main.ts' }, outdir: 'dist/server' });
console.log('Admin server built to apps/admin/dist/server/main.js');
