import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@store/core';
import type { Deps } from '../../context';
import { sendError } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { recogniseReturningCustomer } from '../../use-cases/returning-customer/recognise-returning-customer';

/** The answer header of HEAD /orders: `true` when a done order exists, `false` otherwise. */
export const EXIST_HEADER = 'exist';

/**
 * HEAD /orders?dd&email&phone&zip&status=done (the returning-customer check): 200 with header
 * `exist: true|false` and no body. Whether the coupon was applied is read from the cart (GET /carts/my), never from
 * this answer. Its query string never reaches the logs (plugins/log-redaction.ts).
 */
export const headOrdersRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.head(
      '/orders',
      {
        schema: {
          tags: ['orders'],
          querystring: z.strictObject({
            dd: safeText({ max: 100 }).optional().describe('Device id'),
            email: safeText({ min: 3, max: 254 }),
            phone: safeText({ min: 7, max: 30 }),
            zip: safeText({ min: 3, max: 12 }),
            status: z.literal('done'),
          }),
        },
      },
      async (request, reply) => {
        const { email, phone, zip } = request.query;
        const result = await recogniseReturningCustomer(
          request.ctx,
          { sessionHash: sessionOf(request, reply).hash, email, phone, zip },
          deps,
        );
        if (!result.ok) return sendError(reply, result.error);
        return reply.code(200).header(EXIST_HEADER, String(result.value.exist)).header('cache-control', 'no-store').send();
      },
    );
  };
