import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAccountListSchema } from '@store/core/back-office/staff-admin-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { listStaff } from '../../use-cases/staff-admin/list-staff';
import { ownerBrands } from './schemas';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';

/** GET /admin/staff: the staff accounts within the owner's brands (every one for an all-brands owner). */
export const listStaffRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/staff',
      {
        preValidation: staffGuard(deps, 'staff.manage'),
        schema: { tags: ['staff'], response: { 200: okEnvelope(staffAccountListSchema), ...staffErrors } },
      },
      async (request, reply) => sendResult(reply, await listStaff(deps.db, ownerBrands(request))),
    );
  };
