import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { listCouponsRoute } from './list-coupons';
import { getCouponRoute } from './get-coupon';
import { createCouponRoute } from './create-coupon';
import { editCouponRoute } from './edit-coupon';
import { couponStateRoutes } from './coupon-state';

/** Coupons and their redemptions (/admin/coupons, permission coupons.manage). */
export const adminCouponRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(listCouponsRoute(deps));
    await app.register(getCouponRoute(deps));
    await app.register(createCouponRoute(deps));
    await app.register(editCouponRoute(deps));
    await app.register(couponStateRoutes(deps));
  };
