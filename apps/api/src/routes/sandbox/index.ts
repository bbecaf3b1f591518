import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { mailboxRoutes } from './mailbox';

/** The sandbox pages, only when deps.sandboxMailbox (sandbox mail transport, not live mode): else they are a 404. */
export const sandboxRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    if (deps.sandboxMailbox) await app.register(mailboxRoutes(deps));
  };
