import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeId } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { listRecordedEvents } from '../../use-cases/admin/list-analytics-events';
import { errorEnvelope } from '../schemas';
import { operatorOnly } from './operator-secret';

export const ANALYTICS_EVENTS_PATH = '/admin/analytics-events';

const query = z.strictObject({
  type: safeId(60)
    .regex(/^[A-Za-z0-9._-]+$/, 'type must be an event type')
    .optional(),
  orderId: safeId(64).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * GET /admin/analytics-events: the request brand's recorded events, for operators. Header
 * x-operator-secret must equal OPERATOR_SECRET; a missing or wrong one gets the 404 of a path that does not exist.
 */
export const analyticsEventsRoute =
  (deps: Deps & { operatorSecret: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      ANALYTICS_EVENTS_PATH,
      {
        schema: { tags: ['ops'], hide: true, querystring: query, response: { 400: errorEnvelope, 404: errorEnvelope } },
        // Before the query is validated: without the secret even a malformed query gets the plain 404.
        preValidation: operatorOnly(deps.operatorSecret, 'GET', ANALYTICS_EVENTS_PATH),
      },
      async (request, reply) => sendResult(reply, await listRecordedEvents(request.ctx, request.query, deps)),
    );
  };
