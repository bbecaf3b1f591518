import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { asMailRequester } from '../../accounts/mail-requester';
import { sessionOf } from '../../plugins/session';
import { authExchange } from '../../accounts/auth-exchange';
import { requestSignInLink } from '../../use-cases/accounts/request-sign-in-link';
import { accountErrors, checkEmailResult, emailField } from './schemas';

/** POST /accounts/sign-in-link {email}: always 200 check-email; the link goes to an existing account only. */
export const signInLinkRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/accounts/sign-in-link',
      {
        schema: {
          tags: ['accounts'],
          body: z.object({ email: emailField }),
          response: { 200: checkEmailResult, ...accountErrors },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await asMailRequester(sessionOf(request, reply).hash, async () =>
            requestSignInLink(request.ctx, request.body, await authExchange(request, deps.accountAuth), deps),
          ),
        ),
    );
  };
