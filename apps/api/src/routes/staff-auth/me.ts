import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMeSchema } from '@store/core/back-office/staff-wire';
import type { Deps } from '../../context';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { staffMe } from '../../staff/staff-member';
import { okEnvelope } from '../schemas';
import { staffErrors } from './schemas';

/** GET /admin/auth/me: the signed-in member, what their role allows, and whether they must set up two-factor. */
export const staffMeRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/auth/me',
      {
        preValidation: staffGuard(deps, null),
        schema: { tags: ['staff'], response: { 200: okEnvelope(staffMeSchema), ...staffErrors } },
      },
      async (request, reply) =>
        reply.send({ status: 'ok' as const, result: staffMe(signedInStaff(request), deps.staffTwoFactorRequired) }),
    );
  };
