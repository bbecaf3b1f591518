// The bare Fastify + SQL baseline as a process of its own (`npm run bench:api` bundles and starts it next to the
// compiled API): PORT, and DATABASE_URL of a database the API already migrated and seeded.
import { openDatabase } from '../src/db/client';
import { bareApp } from './bare-routes';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const handle = await openDatabase({ url });
const app = await bareApp(handle.db);
const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
await app.listen({ port: Number(process.env.PORT ?? 4100), host: '127.0.0.1' });
