import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedAddressWireSchema } from '@store/core';
import type { Deps } from '../../context';
import { sendError, sendResult } from '../../plugins/reply';
import { signedIn } from '../../use-cases/accounts/saved-addresses';
import { updateAddress } from '../../use-cases/accounts/update-address';
import { okEnvelope } from '../schemas';
import { addressErrors, addressIdParam, savedAddressOf, updateAddressBody } from './address-request';

/** PUT /accounts/me/addresses/:id {address?, isDefault?}: edits a saved address of this account only. */
export const updateAddressRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/accounts/me/addresses/:id',
      {
        schema: {
          tags: ['accounts'],
          params: addressIdParam,
          body: updateAddressBody,
          response: { 200: okEnvelope(savedAddressWireSchema), ...addressErrors },
        },
      },
      async (request, reply) => {
        const me = signedIn(request.account);
        if (!me.ok) return sendError(reply, me.error);
        const sent = request.body.address;
        const address = sent === undefined ? undefined : savedAddressOf(request.ctx, sent);
        if (address && !address.ok) return sendError(reply, address.error);
        const input = { id: request.params.id, address: address?.value, isDefault: request.body.isDefault };
        return sendResult(reply, await updateAddress(request.ctx, me.value, input, deps));
      },
    );
  };
