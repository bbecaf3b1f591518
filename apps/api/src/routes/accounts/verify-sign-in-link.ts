import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountWireSchema } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { guestSessionOf } from '../../plugins/session';
import { authExchange, sendCookies } from '../../accounts/auth-exchange';
import { verifySignInLink } from '../../use-cases/accounts/verify-sign-in-link';
import { okEnvelope } from '../schemas';
import { accountErrors, tokenField } from './schemas';
import { signInDeps } from './sign-in-deps';

/** POST /accounts/sign-in-link/verify {token}: signs in once per link; used, expired or unknown: 400 INVALID_LINK. */
export const verifySignInLinkRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/accounts/sign-in-link/verify',
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
        const result = await verifySignInLink(
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
