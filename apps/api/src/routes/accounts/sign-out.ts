import { signedOutWireSchema } from '@store/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { authExchange, sendCookies } from '../../accounts/auth-exchange';
import { signOut } from '../../use-cases/accounts/sign-out';
import { okEnvelope } from '../schemas';

/** POST /accounts/sign-out: ends the session and clears its cookie (200 when signed out already). */
export const signOutRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/accounts/sign-out',
      { schema: { tags: ['accounts'], response: { 200: okEnvelope(signedOutWireSchema) } } },
      async (request, reply) => {
        const exchange = await authExchange(request, deps.accountAuth);
        const result = await signOut(exchange, request.account !== null);
        sendCookies(reply, exchange);
        return reply.send({ status: 'ok' as const, result });
      },
    );
  };
