import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { approveReturnRoute } from './approve-return';
import { listReturnsRoute } from './list-returns';
import { openReturnRoute } from './open-return';
import { pickupReturnRoute } from './pickup-return';
import { receiveReturnRoute } from './receive-return';
import { refundReturnRoute } from './refund-return';
import { refuseReturnRoute } from './refuse-return';

/** The back office's trial returns: the list, opening one for a shopper, and each step to the refund. */
export const adminReturnRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const route of [
      listReturnsRoute,
      openReturnRoute,
      approveReturnRoute,
      refuseReturnRoute,
      pickupReturnRoute,
      receiveReturnRoute,
      refundReturnRoute,
    ])
      await app.register(route(deps));
  };
