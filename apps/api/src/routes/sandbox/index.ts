import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { amazonPaySandboxRoute } from './amazon-pay';
import { cardFieldRoute } from './card-field';
import { cardTokensRoute } from './card-tokens';
import { threeDSecureRoute } from './three-d-secure';
import { walletTokensRoute } from './wallet-tokens';
import { mailboxRoutes } from './mailbox';
import { redirectDecisionRoute } from './redirect-decision';
import { redirectPageRoute } from './redirect-page';
import { paypalPageRoute } from './paypal-page';
import { truemedPageRoute } from './truemed-page';

/**
 * The local sandboxes: the card provider's hosted field, tokens and 3-D Secure page; the redirect
 * providers' pages, the PayPal and Truemed pages, Amazon Pay's pages and the express wallets' sheet tokens;
 * and the mailbox, only
 * when deps.sandboxMailbox (sandbox mail transport, not live mode), else a 404. Registered in sandbox mode only
 * (app.ts): in live mode every one of these answers 404.
 */
export const sandboxRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const route of [
      cardFieldRoute,
      cardTokensRoute,
      threeDSecureRoute,
      redirectPageRoute,
      redirectDecisionRoute,
      amazonPaySandboxRoute,
      walletTokensRoute,
      paypalPageRoute,
      truemedPageRoute,
    ])
      await app.register(route(deps));
    if (deps.sandboxMailbox) await app.register(mailboxRoutes(deps));
  };
