import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { errorBody, sendResult } from '../../plugins/reply';
import { clearAllCaches } from '../../use-cases/admin/clear-all-caches';
import { isOperatorSecret } from './operator-secret';

export const CACHE_CLEAR_PATH = '/admin/cache/clear';

/**
 * POST /admin/cache/clear (clearAllCache): header x-operator-secret must equal OPERATOR_SECRET. A missing or
 * wrong secret gets the same 404 as a path that does not exist, so the endpoint does not announce itself.
 */
export const clearCacheRoute =
  (deps: Deps & { operatorSecret: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(CACHE_CLEAR_PATH, { schema: { tags: ['ops'], hide: true } }, async (request, reply) => {
      if (!isOperatorSecret(request.headers['x-operator-secret'], deps.operatorSecret))
        return reply.code(404).send(errorBody('NOT_FOUND', `No route for POST ${CACHE_CLEAR_PATH}`));
      const result = await clearAllCaches(deps, deps.operatorSecret);
      request.log.info({ result: result.ok ? result.value : null }, 'caches cleared by the operator');
      return sendResult(reply, result);
    });
  };
