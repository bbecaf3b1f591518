import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleMay, type StaffPermission } from '@store/core/back-office/staff-roles';
import type { Deps } from '../context';
import { errorBody } from '../plugins/reply';
import { STAFF_SESSION_COOKIES } from './staff-auth';
import { keepStaffCookies, sendStaffCookies, staffExchange } from './staff-exchange';
import { findStaffMember, type StaffMember } from './staff-member';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on /admin routes (staffGuard), else null. */
    staff: StaffMember | null;
  }
}

export const NOT_SIGNED_IN_MESSAGE = 'Please sign in to the back office';
export const FORBIDDEN_MESSAGE = 'Your role does not allow this';
export const TWO_FACTOR_SETUP_MESSAGE = 'Set up two-factor sign-in before using the back office';

export type StaffGuardDeps = Pick<Deps, 'db' | 'staffAuth' | 'channels' | 'staffTwoFactorRequired'>;

/**
 * The staff member of the request's session, or null. A staff session is never read on a storefront's host (a cookie
 * that reached one is ignored), and the account is read fresh, so disabling it or changing its role applies at once.
 */
export async function staffOfRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: StaffGuardDeps,
): Promise<StaffMember | null> {
  if (!STAFF_SESSION_COOKIES.some((name) => request.cookies[name])) return null;
  if (deps.channels.knownHosts.has(request.hostname.replace(/:\d+$/, '').toLowerCase())) return null;
  const exchange = await staffExchange(request, deps.staffAuth);
  const { headers, response } = await exchange.auth.api.getSession({ headers: exchange.headers, returnHeaders: true });
  keepStaffCookies(exchange, headers);
  sendStaffCookies(reply, exchange);
  if (!response) return null;
  return findStaffMember(deps.db, response.user.id);
}

/**
 * The preValidation hook of every /admin route, so it runs before the body is parsed into the route's schema (a
 * stranger or a role without the permission learns nothing of what the route accepts): signed in (401), two-factor set up where it is required (403, only the
 * account's own security routes pass with `permission` null), and a role that allows `permission` (403). Brands are
 * checked by the use case against the target's brand (another brand's order is a 404, as if it did not exist).
 */
export function staffGuard(deps: StaffGuardDeps, permission: StaffPermission | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const staff = await staffOfRequest(request, reply, deps);
    request.staff = staff;
    if (!staff) return reply.code(401).send(errorBody('NOT_SIGNED_IN', NOT_SIGNED_IN_MESSAGE));
    if (permission === null) return;
    if (deps.staffTwoFactorRequired && !staff.twoFactorEnabled)
      return reply.code(403).send(errorBody('FORBIDDEN', TWO_FACTOR_SETUP_MESSAGE, 'two-factor-required'));
    if (!roleMay(staff.role, permission)) return reply.code(403).send(errorBody('FORBIDDEN', FORBIDDEN_MESSAGE));
  };
}

/** The signed-in member inside a guarded handler (the guard ran first). */
export function signedInStaff(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new Error('staff route without staffGuard');
  return request.staff;
}
