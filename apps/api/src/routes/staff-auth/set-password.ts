import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffPasswordSetSchema } from '@store/core/back-office/staff-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { staffExchange } from '../../staff/staff-exchange';
import { setStaffPassword } from '../../use-cases/staff/set-staff-password';
import { okEnvelope } from '../schemas';
import { passwordField, tokenField } from '../accounts/schemas';
import { staffErrors } from './schemas';

/** POST /admin/auth/set-password {token, password}: the one-time link of a new account sets its password. */
export const staffSetPasswordRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/auth/set-password',
      {
        schema: {
          tags: ['staff'],
          body: z.object({ token: tokenField, password: passwordField }),
          response: { 200: okEnvelope(staffPasswordSetSchema), ...staffErrors },
        },
      },
      async (request, reply) => {
        const exchange = await staffExchange(request, deps.staffAuth);
        return sendResult(reply, await setStaffPassword(request.ctx, request.body, exchange, deps));
      },
    );
  };
