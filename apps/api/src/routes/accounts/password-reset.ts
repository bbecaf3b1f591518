import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { asMailRequester } from '../../accounts/mail-requester';
import { sessionOf } from '../../plugins/session';
import { authExchange } from '../../accounts/auth-exchange';
import { requestPasswordReset } from '../../use-cases/accounts/request-password-reset';
import { accountErrors, checkEmailResult, emailField } from './schemas';

/** POST /accounts/password-reset {email}: always 200 check-email; the reset link (1 h) goes to an existing account only. */
export const passwordResetRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/accounts/password-reset',
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
            requestPasswordReset(request.ctx, request.body, await authExchange(request, deps.accountAuth), deps),
          ),
        ),
    );
  };
