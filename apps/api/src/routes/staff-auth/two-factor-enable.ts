import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMeSchema } from '@store/core/back-office/staff-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { sendStaffCookies, staffExchange } from '../../staff/staff-exchange';
import { enableStaffTwoFactor } from '../../use-cases/staff/enable-staff-two-factor';
import { okEnvelope } from '../schemas';
import { codeField, staffErrors } from './schemas';

/** POST /admin/auth/two-factor/enable {code}: the app's first code turns two-factor on; the session is renewed. */
export const staffTwoFactorEnableRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/auth/two-factor/enable',
      {
        preValidation: staffGuard(deps, null),
        schema: {
          tags: ['staff'],
          body: z.object({ code: codeField }),
          response: { 200: okEnvelope(staffMeSchema), ...staffErrors },
        },
      },
      async (request, reply) => {
        const exchange = await staffExchange(request, deps.staffAuth);
        const result = await enableStaffTwoFactor(request.ctx, signedInStaff(request), request.body, exchange, deps);
        sendStaffCookies(reply, exchange);
        return sendResult(reply, result);
      },
    );
  };
