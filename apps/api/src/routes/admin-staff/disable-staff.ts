import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAccountSchema } from '@store/core/back-office/staff-admin-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { setStaffDisabled } from '../../use-cases/staff-admin/set-staff-disabled';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { ownerActor, ownerBrands, staffIdParams } from './schemas';

/** POST /admin/staff/:id/disable (ends its sessions at once) and /enable. */
export const disableStaffRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [path, disabled] of [
      ['/admin/staff/:id/disable', true],
      ['/admin/staff/:id/enable', false],
    ] as const)
      app.post(
        path,
        {
          preValidation: staffGuard(deps, 'staff.manage'),
          schema: { tags: ['staff'], params: staffIdParams, response: { 200: okEnvelope(staffAccountSchema), ...staffErrors } },
        },
        async (request, reply) =>
          sendResult(
            reply,
            await setStaffDisabled(deps.db, request.params.id, disabled, ownerActor(request), ownerBrands(request), deps.now()),
          ),
      );
  };
