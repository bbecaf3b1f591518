import type { FastifyInstance } from 'fastify';
import type { Account } from './account';
import { accountOf } from './account';
import { AUTH_SESSION_COOKIES, type AccountAuth } from './auth';
import { authExchange, keepCookies, sendCookies } from './auth-exchange';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account of this brand, or null. */
    account: Account | null;
  }
}

/**
 * Sets `request.account` from better-auth's session cookie (registered after the brand hook). A request without the
 * cookie costs no query. A session of another brand is never an account here: its cookie is signed with another
 * brand's secret, and its user's brand is checked again.
 */
export function registerAccountContext(app: FastifyInstance, accountAuth: AccountAuth): void {
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request, reply) => {
    request.account = null;
    if (!AUTH_SESSION_COOKIES.some((name) => request.cookies[name])) return;
    const exchange = await authExchange(request, accountAuth);
    const { headers, response } = await exchange.auth.api.getSession({ headers: exchange.headers, returnHeaders: true });
    keepCookies(exchange, headers);
    sendCookies(reply, exchange);
    if (!response || response.user.brand !== request.ctx.brand) return;
    request.account = accountOf(response.user);
  });
}
