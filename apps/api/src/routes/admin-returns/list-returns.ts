import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_KEYS, safeText } from '@store/core';
import { RETURN_STATUSES } from '@store/core/back-office/order-states';
import { staffReturnListSchema } from '@store/core/back-office/return-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { listReturns } from '../../use-cases/returns/list-returns';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';

/** GET /admin/returns (orders.read): the returns of the member's brands, newest first, by status and brand, keyset pages. */
export const listReturnsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/returns',
      {
        preValidation: staffGuard(deps, 'orders.read'),
        schema: {
          tags: ['staff'],
          querystring: z.object({
            status: z.enum(RETURN_STATUSES).optional(),
            brand: z.enum(BRAND_KEYS).optional(),
            cursor: safeText({ max: 120 }).optional(),
            limit: z.coerce.number().int().min(1).max(200).default(50),
          }),
          response: { 200: okEnvelope(staffReturnListSchema), ...staffErrors },
        },
      },
      async (request, reply) => sendResult(reply, await listReturns(deps.db, signedInStaff(request), request.query)),
    );
  };
