import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { cardFieldRoute } from './card-field';
import { cardTokensRoute } from './card-tokens';
import { threeDSecureRoute } from './three-d-secure';
import { mailboxRoutes } from './mailbox';
import { redirectDecisionRoute } from './redirect-decision';
import { redirectPageRoute } from './redirect-page';

/**
 * The local sandboxes (DESIGN §6): the card provider's hosted field, tokens and 3-D Secure page; the redirect
 * providers' pages (issue 9); and the mailbox, only
 * when deps.sandboxMailbox (sandbox mail transport, not live mode), else a 404.
 */
export const sandboxRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const route of [cardFieldRoute, cardTokensRoute, threeDSecureRoute, redirectPageRoute, redirectDecisionRoute])
      await app.register(route(deps));
    if (deps.sandboxMailbox) await app.register(mailboxRoutes(deps));
  };
