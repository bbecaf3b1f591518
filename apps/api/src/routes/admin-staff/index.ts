import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { listStaffRoute } from './list-staff';
import { createStaffRoute } from './create-staff';
import { updateStaffRoute } from './update-staff';
import { disableStaffRoutes } from './disable-staff';
import { resetTwoFactorRoute } from './reset-two-factor';
import { passwordLinkRoute } from './password-link';

/** Staff management for owners (/admin/staff, permission staff.manage). */
export const adminStaffRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(listStaffRoute(deps));
    await app.register(createStaffRoute(deps));
    await app.register(updateStaffRoute(deps));
    await app.register(disableStaffRoutes(deps));
    await app.register(resetTwoFactorRoute(deps));
    await app.register(passwordLinkRoute(deps));
  };
