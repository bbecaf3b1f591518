import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponListQuerySchema, couponListSchema } from '@store/core/coupons/coupon-wire';
import type { Deps } from '../../context';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { listCoupons } from '../../use-cases/admin-coupons/list-coupons';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';

/** GET /admin/coupons?brand&status&q: the coupons of the member's brands, filtered. */
export const listCouponsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/coupons',
      {
        preValidation: staffGuard(deps, 'coupons.manage'),
        schema: {
          tags: ['staff'],
          querystring: couponListQuerySchema,
          response: { 200: okEnvelope(couponListSchema), ...staffErrors },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        result: await listCoupons(deps.db, signedInStaff(request), request.query, deps.now()),
      }),
    );
  };
