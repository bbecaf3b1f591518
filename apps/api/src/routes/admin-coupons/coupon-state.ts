import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCouponSchema, couponVersionSchema } from '@store/core/coupons/coupon-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { changeCouponState, type CouponStateChange } from '../../use-cases/admin-coupons/change-coupon-state';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { couponParams } from './schemas';

const CHANGES: CouponStateChange[] = ['pause', 'resume', 'expire'];

/** POST /admin/coupons/{brand}/{code}/pause | resume | expire {version}. */
export const couponStateRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const change of CHANGES) {
      const idem = idempotentRoute(deps, `POST /admin/coupons/{brand}/{code}/${change}`, staffKeyOwner);
      app.post(
        `/admin/coupons/:brand/:code/${change}`,
        {
          preValidation: staffGuard(deps, 'coupons.manage'),
          preHandler: idem.preHandler,
          onSend: idem.onSend,
          schema: {
            tags: ['staff'],
            params: couponParams,
            body: couponVersionSchema,
            response: { 200: okEnvelope(adminCouponSchema), ...staffErrors },
          },
        },
        async (request, reply) =>
          sendResult(
            reply,
            await changeCouponState(deps, signedInStaff(request), actorOf(request), {
              ...request.params,
              version: request.body.version,
              change,
            }),
          ),
      );
    }
  };
