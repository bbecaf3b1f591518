import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedAddressWireSchema } from '@store/core';
import type { Deps } from '../../context';
import { sendError, sendResult } from '../../plugins/reply';
import { addAddress } from '../../use-cases/accounts/add-address';
import { signedIn } from '../../use-cases/accounts/saved-addresses';
import { okEnvelope } from '../schemas';
import { addAddressBody, addressErrors, savedAddressOf } from './address-request';

/** POST /accounts/me/addresses {address, isDefault?}: saves an address checked by the checkout's rules. */
export const addAddressRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/accounts/me/addresses',
      {
        schema: {
          tags: ['accounts'],
          body: addAddressBody,
          response: { 200: okEnvelope(savedAddressWireSchema), ...addressErrors },
        },
      },
      async (request, reply) => {
        // Signed out is 401 whatever the body: the address rules are not a way to probe anything.
        const me = signedIn(request.account);
        if (!me.ok) return sendError(reply, me.error);
        const address = savedAddressOf(request.ctx, request.body.address);
        if (!address.ok) return sendError(reply, address.error);
        const input = { address: address.value, isDefault: request.body.isDefault };
        return sendResult(reply, await addAddress(request.ctx, me.value, input, deps));
      },
    );
  };
