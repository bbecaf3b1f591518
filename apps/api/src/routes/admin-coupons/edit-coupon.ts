import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCouponSchema, couponEditSchema } from '@store/core/coupons/coupon-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { editCoupon } from '../../use-cases/admin-coupons/save-coupon';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { couponParams } from './schemas';

/** PUT /admin/coupons/{brand}/{code} {version, coupon}: new rules over the version read (a stale one is a 409). */
export const editCouponRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'PUT /admin/coupons/{brand}/{code}', staffKeyOwner);
    app.put(
      '/admin/coupons/:brand/:code',
      {
        preValidation: staffGuard(deps, 'coupons.manage'),
        preHandler: idem.preHandler,
        onSend: idem.onSend,
        schema: {
          tags: ['staff'],
          params: couponParams,
          body: couponEditSchema,
          response: { 200: okEnvelope(adminCouponSchema), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await editCoupon(deps, signedInStaff(request), actorOf(request), { ...request.params, ...request.body }),
        ),
    );
  };
