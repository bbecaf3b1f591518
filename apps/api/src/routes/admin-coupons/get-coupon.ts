import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponDetailSchema } from '@store/core/coupons/coupon-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { getCoupon } from '../../use-cases/admin-coupons/get-coupon';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { couponParams } from './schemas';

/** GET /admin/coupons/{brand}/{code}: one coupon and the paid orders that used it. */
export const getCouponRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/coupons/:brand/:code',
      {
        preValidation: staffGuard(deps, 'coupons.manage'),
        schema: { tags: ['staff'], params: couponParams, response: { 200: okEnvelope(couponDetailSchema), ...staffErrors } },
      },
      async (request, reply) => sendResult(reply, await getCoupon(deps.db, signedInStaff(request), request.params, deps.now())),
    );
  };
