import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';

/** Coupons and their redemptions (/admin/coupons). */
export const adminCouponRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async () => {};
