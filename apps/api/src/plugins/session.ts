import type { FastifyReply, FastifyRequest } from 'fastify';
import { newSecret, sha256 } from '../ids';
import { cookieOptions } from './cookie-policy';

export const SESSION_COOKIE = 'sid';
const SESSION_MAX_AGE = 60 * 60 * 24 * 30;
const SESSION_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface Session {
  hash: string;
}

/**
 * The shopper's session: the `sid` cookie when the server issued it, or a new one on this reply (HttpOnly,
 * SameSite=Lax). The cookie is signed (@fastify/cookie, HMAC-SHA256 with the key in app_secrets), so a session id a
 * client invents, or one from before signing, is never adopted (no session fixation) and verifying one needs no
 * stored row: a cookie-less visit costs nothing in the database.
 */
export function sessionOf(request: FastifyRequest, reply: FastifyReply): Session {
  // A signed-in shopper's cart, orders and keys are the account's, on every browser ('acct:' never
  // collides with a sha256 hex). No guest sid is issued meanwhile.
  if (request.account) return { hash: accountSessionHash(request.account.userId) };
  const guest = guestSessionOf(request);
  return guest ?? newGuestSession(request, reply);
}

/** The shopper identity of a signed-in account (carts, orders, keys): the same on every browser. */
export const accountSessionHash = (userId: string): string => `acct:${userId}`;

/** The guest session of the `sid` cookie when the server issued it, without issuing one. */
export function guestSessionOf(request: FastifyRequest): Session | null {
  const existing = request.cookies[SESSION_COOKIE];
  if (existing) {
    const unsigned = request.unsignCookie(existing);
    if (unsigned.valid && unsigned.value !== null && SESSION_FORMAT.test(unsigned.value)) return { hash: sha256(unsigned.value) };
  }
  return null;
}

/** Issues a new guest `sid` on this reply (a first visit, or a rotation at sign-in). */
export function newGuestSession(request: FastifyRequest, reply: FastifyReply): Session {
  const secret = newSecret();
  reply.setCookie(SESSION_COOKIE, secret, { ...cookieOptions(request.hostname, SESSION_MAX_AGE), signed: true });
  request.cookies[SESSION_COOKIE] = reply.signCookie(secret);
  return { hash: sha256(secret) };
}
