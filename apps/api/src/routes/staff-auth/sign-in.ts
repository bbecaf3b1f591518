import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffSignInSchema } from '@store/core/back-office/staff-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sendStaffCookies, staffExchange } from '../../staff/staff-exchange';
import { signInStaff } from '../../use-cases/staff/sign-in-staff';
import { okEnvelope } from '../schemas';
import { emailField, passwordField } from '../accounts/schemas';
import { staffErrors } from './schemas';

/** POST /admin/auth/sign-in: the staff member signed in, or a two-factor code asked for next. */
export const staffSignInRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/auth/sign-in',
      {
        schema: {
          tags: ['staff'],
          body: z.object({ email: emailField, password: passwordField }),
          response: { 200: okEnvelope(staffSignInSchema), ...staffErrors },
        },
      },
      async (request, reply) => {
        const exchange = await staffExchange(request, deps.staffAuth);
        const result = await signInStaff(request.ctx, request.body, exchange, deps);
        sendStaffCookies(reply, exchange);
        return sendResult(reply, result);
      },
    );
  };
