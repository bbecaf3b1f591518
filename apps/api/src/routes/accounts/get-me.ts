import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMeWireSchema } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { getMe } from '../../use-cases/accounts/get-me';
import { okEnvelope } from '../schemas';
import { accountErrors } from './schemas';

/** GET /accounts/me: the signed-in account and its consents, or 401 NOT_SIGNED_IN. */
export const getMeRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/accounts/me',
      { schema: { tags: ['accounts'], response: { 200: okEnvelope(accountMeWireSchema), ...accountErrors } } },
      async (request, reply) => sendResult(reply, await getMe(request.ctx, request.account, deps)),
    );
  };
