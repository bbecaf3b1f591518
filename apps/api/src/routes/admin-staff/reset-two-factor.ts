import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAccountSchema } from '@store/core/back-office/staff-admin-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { resetStaffTwoFactor } from '../../use-cases/staff-admin/reset-staff-two-factor';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { ownerActor, ownerBrands, staffIdParams } from './schemas';

/** POST /admin/staff/:id/reset-two-factor: for a lost authenticator. */
export const resetTwoFactorRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/staff/:id/reset-two-factor',
      {
        preValidation: staffGuard(deps, 'staff.manage'),
        schema: { tags: ['staff'], params: staffIdParams, response: { 200: okEnvelope(staffAccountSchema), ...staffErrors } },
      },
      async (request, reply) =>
        sendResult(reply, await resetStaffTwoFactor(deps.db, request.params.id, ownerActor(request), ownerBrands(request))),
    );
  };
