import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { asMailRequester } from '../../accounts/mail-requester';
import { sessionOf } from '../../plugins/session';
import { authExchange } from '../../accounts/auth-exchange';
import { signUp } from '../../use-cases/accounts/sign-up';
import { accountErrors, checkEmailResult, emailField, nameField, passwordField } from './schemas';

/** POST /accounts/sign-up: the same 200 for a new and a known email (no enumeration). */
export const signUpRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/accounts/sign-up',
      {
        schema: {
          tags: ['accounts'],
          body: z.object({ name: nameField, email: emailField, password: passwordField }),
          response: { 200: checkEmailResult, ...accountErrors },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await asMailRequester(sessionOf(request, reply).hash, async () =>
            signUp(request.ctx, request.body, await authExchange(request, deps.accountAuth), deps),
          ),
        ),
    );
  };
