import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { signUpRoute } from './sign-up';
import { signInRoute } from './sign-in';
import { signOutRoute } from './sign-out';
import { verifyEmailRoute } from './verify-email';
import { getMeRoute } from './get-me';
import { updateMeRoute } from './update-me';
import { signInLinkRoute } from './sign-in-link';
import { verifySignInLinkRoute } from './verify-sign-in-link';
import { passwordResetRoute } from './password-reset';
import { confirmPasswordResetRoute } from './confirm-password-reset';
import { listAddressesRoute } from './list-addresses';
import { addAddressRoute } from './add-address';
import { updateAddressRoute } from './update-address';
import { removeAddressRoute } from './remove-address';
import { listOrdersRoute } from './list-orders';

/** Accounts: our routes over better-auth's API (its own HTTP handler is not mounted). */
export const accountRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(signUpRoute(deps));
    await app.register(signInRoute(deps));
    await app.register(signOutRoute(deps));
    await app.register(verifyEmailRoute(deps));
    await app.register(getMeRoute(deps));
    await app.register(updateMeRoute(deps));
    await app.register(signInLinkRoute(deps));
    await app.register(verifySignInLinkRoute(deps));
    await app.register(passwordResetRoute(deps));
    await app.register(confirmPasswordResetRoute(deps));
    for (const route of [listAddressesRoute, addAddressRoute, updateAddressRoute, removeAddressRoute, listOrdersRoute]) {
      await app.register(route(deps));
    }
  };
