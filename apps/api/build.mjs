// `npm run build -w @store/api`: the API and its job worker as JavaScript in dist/ (main.js, worker.js) for start:prod.
import { buildNode } from '../../scripts/lib/build-node.mjs';

await buildNode({ entryPoints: { main: 'src/main.ts', worker: 'src/worker/main.ts' }, outdir: 'dist' });
console.log('API built to apps/api/dist (main.js, worker.js)');
