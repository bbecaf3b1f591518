import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedAddressWireSchema } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { listAddresses } from '../../use-cases/accounts/list-addresses';
import { okEnvelope } from '../schemas';
import { addressErrors } from './address-request';

/** GET /accounts/me/addresses: the account's saved addresses (401 when signed out). */
export const listAddressesRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/accounts/me/addresses',
      { schema: { tags: ['accounts'], response: { 200: okEnvelope(z.array(savedAddressWireSchema)), ...addressErrors } } },
      async (request, reply) => sendResult(reply, await listAddresses(request.ctx, request.account, deps)),
    );
  };
