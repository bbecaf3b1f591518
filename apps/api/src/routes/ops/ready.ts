import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { readiness } from '../../use-cases/ops/readiness';

/**
 * GET /ready, readiness: 200 when the database answers and the migrations are applied, else 503 naming
 * which is not, so a load balancer sends this process no traffic until it can serve. Redis is reported (up, down,
 * not used) but a Redis outage keeps the process ready: it sells on in-memory limits and caches meanwhile. A closing
 * process answers 503 too: from SIGTERM on (`draining`, for SHUTDOWN_UNREADY_MS while it still serves everything else,
 * so the balancer takes it out of rotation first), then because Fastify refuses new requests while it closes.
 */
export const readyRoute =
  (deps: Pick<Deps, 'db' | 'stores' | 'draining'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/ready', { schema: { tags: ['ops'] }, config: { disableMetrics: true } }, async (_request, reply) => {
      const { ready, ...checks } = await readiness(deps);
      const draining = deps.draining?.() === true;
      if (ready && !draining) return { status: 'ok' as const, result: checks };
      const down = Object.entries(checks)
        .filter(([name, state]) => name !== 'redis' && (state === 'down' || state === 'behind' || state === 'unknown'))
        .map(([name]) => name);
      if (draining) down.push('draining');
      return reply
        .code(503)
        .send({ status: 'error', code: 'NOT_READY', message: `Not ready: ${down.join(', ')}`, result: checks });
    });
  };
