import type { Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { PER_ADDRESS_LIMIT } from './account-rate-limits';

const WINDOW_MS = 15 * 60_000;
/** Tries at one account from one client address in the window: guessing a password from one place. */
export const SIGN_IN_PER_EMAIL_ADDRESS_LIMIT = 10;
/**
 * Tries at one account from every address together in the window: guessing from many places. Far above what its owner
 * ever sends, so only an attack meets it; and an address the account signed in from lately is not held by it.
 */
export const SIGN_IN_PER_EMAIL_LIMIT = 100;
/** How long an address the account signed in from stays one the ceiling does not hold. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

const MESSAGE = 'Too many attempts, please try again later';

/** Whose accounts: a brand's shoppers (the brand key), or `staff` for the back office's accounts. */
type Realm = string;
const emailKey = (realm: Realm, email: string) => `${realm}:${email.trim().toLowerCase()}`;
const knownAddressKey = (ctx: RequestContext, realm: Realm, email: string) =>
  `accounts:sign-in:known:${emailKey(realm, email)}:${ctx.clientAddress}`;

/**
 * Counts one password sign-in for the account and address together, for the address, and for the account, shared by
 * every process (deps.stores). The account's own ceiling does not hold an address it signed in from lately, so wrong
 * passwords sent from rotating addresses slow the attacker without locking the owner out of their own sign-in.
 * Every count is made even when another is over, so none can be probed for free.
 */
export async function hitSignInLimits(
  ctx: RequestContext,
  email: string,
  deps: Pick<Deps, 'stores'>,
  realm: Realm = ctx.brand,
): Promise<Result<null>> {
  const { rateLimiter, cache } = deps.stores;
  const account = emailKey(realm, email);
  const [pair, byAddress, byAccount, known] = await Promise.all([
    rateLimiter.hit(`accounts:sign-in:email-address:${account}:${ctx.clientAddress}`, SIGN_IN_PER_EMAIL_ADDRESS_LIMIT, WINDOW_MS),
    rateLimiter.hit(`accounts:sign-in:address:${ctx.clientAddress}`, PER_ADDRESS_LIMIT, WINDOW_MS),
    rateLimiter.hit(`accounts:sign-in:email:${account}`, SIGN_IN_PER_EMAIL_LIMIT, WINDOW_MS),
    cache.get(knownAddressKey(ctx, realm, email)),
  ]);
  const refused = [pair, byAddress, ...(known === null ? [byAccount] : [])].filter((limit) => !limit.allowed);
  if (refused.length === 0) return { ok: true, value: null };
  const retryAfterSeconds = Math.max(...refused.map((limit) => limit.retryAfterSeconds));
  return { ok: false, error: { code: 'RATE_LIMITED', message: MESSAGE, retryAfterSeconds } };
}

/** After a right password: this address is the account's own for a while (the ceiling above does not hold it). */
export async function rememberSignInAddress(
  ctx: RequestContext,
  email: string,
  deps: Pick<Deps, 'stores'>,
  realm: Realm = ctx.brand,
): Promise<void> {
  await deps.stores.cache.set(knownAddressKey(ctx, realm, email), '1', KNOWN_ADDRESS_SECONDS);
}
