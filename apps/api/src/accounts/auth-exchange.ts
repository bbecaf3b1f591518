import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountAuth, BrandAuth } from './auth';

/**
 * One call into better-auth from a Fastify request: the brand's instance, the headers it reads (only the cookie, the
 * user agent and the client address the trusted proxies report: the Origin was checked by our origin guard), and the
 * Set-Cookie lines it answers with, which the route copies onto its reply.
 */
export interface AuthExchange {
  auth: BrandAuth;
  headers: Headers;
  setCookies: string[];
}

export async function authExchange(request: FastifyRequest, accountAuth: AccountAuth): Promise<AuthExchange> {
  const headers = new Headers();
  const cookie = request.headers.cookie;
  if (cookie) headers.set('cookie', cookie);
  const agent = request.headers['user-agent'];
  if (agent) headers.set('user-agent', agent.slice(0, 400));
  headers.set('x-forwarded-for', request.ctx.clientAddress);
  return { auth: await accountAuth.forRequest(request.ctx.brand, request.hostname), headers, setCookies: [] };
}

/** Keeps the Set-Cookie lines of a better-auth answer (called with `returnHeaders: true`). */
export function keepCookies(exchange: AuthExchange, answer: Headers): void {
  exchange.setCookies.push(...answer.getSetCookie());
}

/** The request headers with the cookies better-auth just set applied, to read the session it created. */
export function headersWithNewCookies(exchange: AuthExchange): Headers {
  const jar = new Map<string, string>();
  for (const part of (exchange.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  for (const line of exchange.setCookies) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  const headers = new Headers(exchange.headers);
  headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
  return headers;
}

/** Copies better-auth's cookies onto the reply (after @fastify/cookie's, which it merges in onSend). */
export function sendCookies(reply: FastifyReply, exchange: AuthExchange): void {
  for (const line of exchange.setCookies) reply.header('set-cookie', line);
}
