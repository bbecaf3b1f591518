import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { Deps } from '../context';

/** GET /health: the process is up and its database answers. */
export const healthRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/health', { schema: { tags: ['ops'] } }, async () => {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, result: { db: 'up' } };
    });
  };
