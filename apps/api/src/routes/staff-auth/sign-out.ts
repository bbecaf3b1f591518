import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { keepStaffCookies, sendStaffCookies, staffExchange } from '../../staff/staff-exchange';
import { okEnvelope } from '../schemas';
import { staffErrors } from './schemas';

/** POST /admin/auth/sign-out: ends this browser's staff session (its row is deleted) and clears the cookie. */
export const staffSignOutRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/auth/sign-out',
      { schema: { tags: ['staff'], response: { 200: okEnvelope(z.object({})), ...staffErrors } } },
      async (request, reply) => {
        const exchange = await staffExchange(request, deps.staffAuth);
        const { headers } = await exchange.auth.api.signOut({ headers: exchange.headers, returnHeaders: true });
        keepStaffCookies(exchange, headers);
        sendStaffCookies(reply, exchange);
        return reply.send({ status: 'ok' as const, result: {} });
      },
    );
  };
