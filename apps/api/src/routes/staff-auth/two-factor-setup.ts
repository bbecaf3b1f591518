import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffTwoFactorSetupSchema } from '@store/core/back-office/staff-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { sendStaffCookies, staffExchange } from '../../staff/staff-exchange';
import { setUpStaffTwoFactor } from '../../use-cases/staff/set-up-staff-two-factor';
import { okEnvelope } from '../schemas';
import { passwordField } from '../accounts/schemas';
import { staffErrors } from './schemas';

/** POST /admin/auth/two-factor/setup {password}: a TOTP secret (as an otpauth URI) and backup codes, not yet in force. */
export const staffTwoFactorSetupRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/auth/two-factor/setup',
      {
        // Open while two-factor setup is required of the member: this is how they set it up.
        preValidation: staffGuard(deps, null),
        schema: {
          tags: ['staff'],
          body: z.object({ password: passwordField }),
          response: { 200: okEnvelope(staffTwoFactorSetupSchema), ...staffErrors },
        },
      },
      async (request, reply) => {
        const exchange = await staffExchange(request, deps.staffAuth);
        const result = await setUpStaffTwoFactor(request.ctx, signedInStaff(request), request.body, exchange, deps);
        sendStaffCookies(reply, exchange);
        return sendResult(reply, result);
      },
    );
  };
