import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCouponSchema, newCouponSchema } from '@store/core/coupons/coupon-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { createCoupon } from '../../use-cases/admin-coupons/save-coupon';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';

/** POST /admin/coupons {brand, coupon}: a new coupon; a retry with the same Idempotency-Key answers the first again. */
export const createCouponRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'POST /admin/coupons', staffKeyOwner);
    app.post(
      '/admin/coupons',
      {
        preValidation: staffGuard(deps, 'coupons.manage'),
        preHandler: idem.preHandler,
        onSend: idem.onSend,
        schema: { tags: ['staff'], body: newCouponSchema, response: { 200: okEnvelope(adminCouponSchema), ...staffErrors } },
      },
      async (request, reply) =>
        sendResult(reply, await createCoupon(deps, signedInStaff(request), actorOf(request), request.body)),
    );
  };
