import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { showroomSearchSchema } from '@store/core/store-locator/wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { findShowrooms } from '../../use-cases/store-locator/find-showrooms';
import { errorEnvelope, okEnvelope } from '../schemas';
import { storeLocatorQuery } from './schemas';

/** GET /store-locator?postalCode=&limit=: the brand's showrooms, nearest first from the postal code. */
export const findShowroomsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/store-locator',
      {
        schema: {
          tags: ['store-locator'],
          querystring: storeLocatorQuery,
          response: { 200: okEnvelope(showroomSearchSchema), 400: errorEnvelope },
        },
      },
      async (request, reply) => {
        const postalCode = request.query.postalCode?.trim() ? request.query.postalCode : null;
        return sendResult(reply, await findShowrooms(request.ctx, { postalCode, limit: request.query.limit }, deps));
      },
    );
  };
