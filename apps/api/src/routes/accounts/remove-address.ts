import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressRemovedWireSchema } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { removeAddress } from '../../use-cases/accounts/remove-address';
import { okEnvelope } from '../schemas';
import { addressErrors, addressIdParam } from './address-request';

/** DELETE /accounts/me/addresses/:id: removes a saved address of this account only. */
export const removeAddressRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.delete(
      '/accounts/me/addresses/:id',
      {
        schema: {
          tags: ['accounts'],
          params: addressIdParam,
          response: { 200: okEnvelope(addressRemovedWireSchema), ...addressErrors },
        },
      },
      async (request, reply) =>
        sendResult(reply, await removeAddress(request.ctx, request.account, { id: request.params.id }, deps)),
    );
  };
