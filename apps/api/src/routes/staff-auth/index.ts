import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { staffSignInRoute } from './sign-in';
import { staffTwoFactorRoute } from './two-factor';
import { staffSignOutRoute } from './sign-out';
import { staffMeRoute } from './me';
import { staffTwoFactorSetupRoute } from './two-factor-setup';
import { staffTwoFactorEnableRoute } from './two-factor-enable';
import { staffTwoFactorDisableRoute } from './two-factor-disable';
import { staffSetPasswordRoute } from './set-password';

/** The staff application's sign-in and account security routes (/admin/auth/*). */
export const staffAuthRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(staffSignInRoute(deps));
    await app.register(staffTwoFactorRoute(deps));
    await app.register(staffSignOutRoute(deps));
    await app.register(staffMeRoute(deps));
    await app.register(staffTwoFactorSetupRoute(deps));
    await app.register(staffTwoFactorEnableRoute(deps));
    await app.register(staffTwoFactorDisableRoute(deps));
    await app.register(staffSetPasswordRoute(deps));
  };
