import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMeSchema } from '@store/core/back-office/staff-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { sendStaffCookies, staffExchange } from '../../staff/staff-exchange';
import { disableStaffTwoFactor } from '../../use-cases/staff/disable-staff-two-factor';
import { okEnvelope } from '../schemas';
import { passwordField } from '../accounts/schemas';
import { staffErrors } from './schemas';

/** POST /admin/auth/two-factor/disable {password}: turns two-factor off where it is optional (403 where required). */
export const staffTwoFactorDisableRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/auth/two-factor/disable',
      {
        preValidation: staffGuard(deps, null),
        schema: {
          tags: ['staff'],
          body: z.object({ password: passwordField }),
          response: { 200: okEnvelope(staffMeSchema), ...staffErrors },
        },
      },
      async (request, reply) => {
        const exchange = await staffExchange(request, deps.staffAuth);
        const result = await disableStaffTwoFactor(request.ctx, signedInStaff(request), request.body, exchange, deps);
        sendStaffCookies(reply, exchange);
        return sendResult(reply, result);
      },
    );
  };
