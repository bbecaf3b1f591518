import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { guestSessionOf } from '../../plugins/session';
import { asMailRequester } from '../../accounts/mail-requester';
import { authExchange, sendCookies } from '../../accounts/auth-exchange';
import { signIn } from '../../use-cases/accounts/sign-in';
import { okEnvelope } from '../schemas';
import { accountWireSchema } from '@store/core';
import { accountErrors, emailField, passwordField } from './schemas';
import { signInDeps } from './sign-in-deps';

/** POST /accounts/sign-in: Account and better-auth's session cookie; one 401 for unknown email and wrong password. */
export const signInRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/accounts/sign-in',
      {
        schema: {
          tags: ['accounts'],
          body: z.object({ email: emailField, password: passwordField }),
          response: { 200: okEnvelope(accountWireSchema), ...accountErrors },
        },
      },
      async (request, reply) => {
        const exchange = await authExchange(request, deps.accountAuth);
        const guestHash = guestSessionOf(request)?.hash ?? null;
        // An unverified account's new verification email shows in this browser's sandbox mailbox (example addresses only).
        const run = () => signIn(request.ctx, { ...request.body, guestHash }, exchange, signInDeps(deps, request, reply));
        const result = await (guestHash === null ? run() : asMailRequester(guestHash, run));
        sendCookies(reply, exchange);
        return sendResult(reply, result);
      },
    );
  };
