import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { returnRequestSchema, shopperReturnSchema } from '@store/core/back-office/return-wire';
import type { Deps } from '../../context';
import { idempotentRoute } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { requestReturn } from '../../use-cases/returns/request-return';
import { orderReaderOf } from '../orders/order-reader';
import { orderIdParam } from '../orders/schemas';
import { errorEnvelope, okEnvelope } from '../schemas';

/**
 * POST /orders/{id}/returns: the shopper starts a trial return of one line (its own order, or one its session looked
 * up; anyone else's is a 404). Honours Idempotency-Key: a retried click opens one return.
 */
export const requestReturnRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/orders/:id/returns',
      {
        schema: {
          tags: ['orders'],
          params: orderIdParam,
          body: returnRequestSchema,
          response: {
            200: okEnvelope(z.object({ return: shopperReturnSchema })),
            400: errorEnvelope,
            403: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            422: errorEnvelope,
            429: errorEnvelope,
          },
        },
        ...idempotentRoute(deps, 'POST /orders/{id}/returns'),
      },
      async (request, reply) =>
        sendResult(
          reply,
          await requestReturn(
            request.ctx,
            { reader: orderReaderOf(request, reply), id: request.params.id, request: request.body },
            deps,
          ),
        ),
    );
  };
