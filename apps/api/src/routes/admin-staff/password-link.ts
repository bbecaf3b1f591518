import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffPasswordLinkSchema } from '@store/core/back-office/staff-admin-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { newPasswordLink } from '../../use-cases/staff-admin/new-password-link';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { ownerActor, ownerBrands, staffIdParams } from './schemas';

/** POST /admin/staff/:id/password-link: a new one-time set-password link to hand over. */
export const passwordLinkRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/staff/:id/password-link',
      {
        preValidation: staffGuard(deps, 'staff.manage'),
        schema: {
          tags: ['staff'],
          params: staffIdParams,
          response: { 200: okEnvelope(staffPasswordLinkSchema), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(reply, await newPasswordLink(deps, request.params.id, ownerActor(request), ownerBrands(request))),
    );
  };
