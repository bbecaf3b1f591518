import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { guestSessionOf } from '../../plugins/session';
import { authExchange, sendCookies } from '../../accounts/auth-exchange';
import { verifyEmail } from '../../use-cases/accounts/verify-email';
import { okEnvelope } from '../schemas';
import { accountWireSchema } from '@store/core';
import { accountErrors, tokenField } from './schemas';
import { signInDeps } from './sign-in-deps';

/** POST /accounts/verify-email {token}: verifies the email of the link and signs the account in. */
export const verifyEmailRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/accounts/verify-email',
      {
        schema: {
          tags: ['accounts'],
          body: z.object({ token: tokenField }),
          response: { 200: okEnvelope(accountWireSchema), ...accountErrors },
        },
      },
      async (request, reply) => {
        const exchange = await authExchange(request, deps.accountAuth);
        const guestHash = guestSessionOf(request)?.hash ?? null;
        const result = await verifyEmail(
          request.ctx,
          { token: request.body.token, guestHash },
          exchange,
          signInDeps(deps, request, reply),
        );
        sendCookies(reply, exchange);
        return sendResult(reply, result);
      },
    );
  };
