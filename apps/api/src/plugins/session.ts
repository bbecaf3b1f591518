import type { FastifyReply, FastifyRequest } from 'fastify';
import { newSecret, sha256 } from '../ids';
import { cookieOptions } from './cookie-policy';

export const SESSION_COOKIE = 'sid';
const SESSION_MAX_AGE = 60 * 60 * 24 * 30;
const SESSION_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface Session {
  hash: string;
}

/** The shopper's session: the `sid` cookie, or a new one issued on this reply (HttpOnly, SameSite=Lax). */
export function sessionOf(request: FastifyRequest, reply: FastifyReply): Session {
  const existing = request.cookies[SESSION_COOKIE];
  if (existing && SESSION_FORMAT.test(existing)) return { hash: sha256(existing) };
  const secret = newSecret();
  reply.setCookie(SESSION_COOKIE, secret, cookieOptions(request.hostname, SESSION_MAX_AGE));
  request.cookies[SESSION_COOKIE] = secret;
  return { hash: sha256(secret) };
}
