import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalHost } from '../plugins/cookie-policy';
import type { StaffAuth, StaffAuthInstance } from './staff-auth';

/**
 * One call into the staff better-auth from a Fastify request: the headers it reads (the cookie, the user agent and the
 * proven client address; the Origin was checked by the origin guard), and the Set-Cookie lines it answers with.
 */
export interface StaffExchange {
  auth: StaffAuthInstance;
  headers: Headers;
  setCookies: string[];
}

export async function staffExchange(request: FastifyRequest, staffAuth: StaffAuth): Promise<StaffExchange> {
  const headers = new Headers();
  const cookie = request.headers.cookie;
  if (cookie) headers.set('cookie', cookie);
  const agent = request.headers['user-agent'];
  if (agent) headers.set('user-agent', agent.slice(0, 400));
  headers.set('x-forwarded-for', request.ctx.clientAddress);
  return { auth: await staffAuth.forRequest(!isLocalHost(request.hostname)), headers, setCookies: [] };
}

/** Keeps the Set-Cookie lines of a better-auth answer (called with `returnHeaders: true`). */
export function keepStaffCookies(exchange: StaffExchange, answer: Headers): void {
  exchange.setCookies.push(...answer.getSetCookie());
}

/** Copies better-auth's cookies onto the reply. */
export function sendStaffCookies(reply: FastifyReply, exchange: StaffExchange): void {
  for (const line of exchange.setCookies) reply.header('set-cookie', line);
}
