import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMeSchema } from '@store/core/back-office/staff-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sendStaffCookies, staffExchange } from '../../staff/staff-exchange';
import { verifyStaffCode } from '../../use-cases/staff/verify-staff-code';
import { okEnvelope } from '../schemas';
import { codeField, staffErrors } from './schemas';

/** POST /admin/auth/two-factor: the sign-in's second step, a TOTP or backup code. */
export const staffTwoFactorRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/auth/two-factor',
      {
        schema: {
          tags: ['staff'],
          body: z.object({ code: codeField }),
          response: { 200: okEnvelope(staffMeSchema), ...staffErrors },
        },
      },
      async (request, reply) => {
        const exchange = await staffExchange(request, deps.staffAuth);
        const result = await verifyStaffCode(request.ctx, request.body, exchange, deps);
        sendStaffCookies(reply, exchange);
        return sendResult(reply, result);
      },
    );
  };
