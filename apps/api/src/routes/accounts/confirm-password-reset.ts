import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangedWireSchema } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { authExchange } from '../../accounts/auth-exchange';
import { confirmPasswordReset } from '../../use-cases/accounts/confirm-password-reset';
import { okEnvelope } from '../schemas';
import { accountErrors, passwordField, tokenField } from './schemas';

/** POST /accounts/password-reset/confirm {token, password}: sets the new password and signs the account out everywhere. */
export const confirmPasswordResetRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/accounts/password-reset/confirm',
      {
        schema: {
          tags: ['accounts'],
          body: z.object({ token: tokenField, password: passwordField }),
          response: { 200: okEnvelope(passwordChangedWireSchema), ...accountErrors },
        },
      },
      async (request, reply) =>
        sendResult(reply, await confirmPasswordReset(request.body, await authExchange(request, deps.accountAuth))),
    );
  };
