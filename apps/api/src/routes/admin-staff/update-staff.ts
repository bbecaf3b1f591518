import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAccountSchema } from '@store/core/back-office/staff-admin-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { updateStaff } from '../../use-cases/staff-admin/update-staff';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { ownerActor, ownerBrands, staffBrandsField, staffIdParams, staffRoleField } from './schemas';

/** PUT /admin/staff/:id {role, brands}: an account's access. */
export const updateStaffRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/admin/staff/:id',
      {
        preValidation: staffGuard(deps, 'staff.manage'),
        schema: {
          tags: ['staff'],
          params: staffIdParams,
          body: z.object({ role: staffRoleField, brands: staffBrandsField }),
          response: { 200: okEnvelope(staffAccountSchema), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(reply, await updateStaff(deps.db, request.params.id, request.body, ownerActor(request), ownerBrands(request))),
    );
  };
