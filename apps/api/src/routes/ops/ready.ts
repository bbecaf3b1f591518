import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { readiness } from '../../use-cases/ops/readiness';

/**
 * GET /ready, readiness (issue 13): 200 when the database answers and the migrations are applied, else 503 naming
 * which is not, so a load balancer sends this process no traffic until it can serve. Redis is reported (up, down,
 * not used) but a Redis outage keeps the process ready: it sells on in-memory limits and caches meanwhile. A closing
 * process answers 503 too (Fastify refuses new requests while it drains).
 */
export const readyRoute =
  (deps: Pick<Deps, 'db' | 'stores'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/ready', { schema: { tags: ['ops'] }, config: { disableMetrics: true } }, async (_request, reply) => {
      const { ready, ...checks } = await readiness(deps);
      if (ready) return { status: 'ok' as const, result: checks };
      const down = Object.entries(checks)
        .filter(([name, state]) => name !== 'redis' && (state === 'down' || state === 'behind' || state === 'unknown'))
        .map(([name]) => name);
      return reply
        .code(503)
        .send({ status: 'error', code: 'NOT_READY', message: `Not ready: ${down.join(', ')}`, result: checks });
    });
  };
