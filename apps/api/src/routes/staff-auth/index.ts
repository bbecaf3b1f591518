import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { staffSignInRoute } from './sign-in';
import { staffTwoFactorRoute } from './two-factor';
import { staffSignOutRoute } from './sign-out';
import { staffMeRoute } from './me';

/** The staff application's sign-in routes (/admin/auth/*). */
export const staffAuthRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(staffSignInRoute(deps));
    await app.register(staffTwoFactorRoute(deps));
    await app.register(staffSignOutRoute(deps));
    await app.register(staffMeRoute(deps));
  };
