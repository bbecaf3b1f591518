import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@store/core';
import { staffPasswordLinkSchema } from '@store/core/back-office/staff-admin-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { createStaff } from '../../use-cases/staff-admin/create-staff';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { ownerActor, ownerBrands, staffBrandsField, staffRoleField } from './schemas';

/** POST /admin/staff {email, name?, role, brands}: a new account and its one-time set-password link. */
export const createStaffRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/staff',
      {
        preValidation: staffGuard(deps, 'staff.manage'),
        schema: {
          tags: ['staff'],
          body: z.object({
            email: safeText({ min: 3, max: 254 }),
            name: safeText({ min: 1, max: 100 }).optional(),
            role: staffRoleField,
            brands: staffBrandsField,
          }),
          response: { 200: okEnvelope(staffPasswordLinkSchema), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(reply, await createStaff(deps, request.body, ownerActor(request), ownerBrands(request))),
    );
  };
