import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /health, liveness: the process is up and its event loop answers. It asks nothing of the database or Redis, so
 * an outage of either never gets healthy processes restarted; /ready is the call that checks them.
 */
export const healthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['ops'] }, config: { disableMetrics: true } }, async () => ({
    status: 'ok' as const,
    result: { process: 'up' as const },
  }));
};
