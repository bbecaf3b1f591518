import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { goodPassword, signedUpShopper, someEmail, unverifiedAccount } from './support/accounts';
import { PER_ADDRESS_LIMIT, PER_EMAIL_LIMIT } from '../src/use-cases/accounts/account-rate-limits';
import { SIGN_IN_PER_EMAIL_ADDRESS_LIMIT, SIGN_IN_PER_EMAIL_LIMIT } from '../src/use-cases/accounts/sign-in-limits';
import { ACCOUNT_RESPONSE_FLOOR_MS } from '../src/use-cases/accounts/response-floor';

/** Status and body of an answer: what a client can compare between a known and an unknown email. */
const answer = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, body: res.json() });

/**
 * The answers padded to the floor, whatever the email: the "check your email" ones. (A sign-in checks a password
 * against a hash for a known and an unknown email alike instead.) 3 ms under it: Node's timers run on the event loop's
 * millisecond clock, so a pause can end a millisecond or two before performance.now() has moved that far.
 */
const FLOOR_PADDED_MS: Record<string, number> = {
  '/accounts/sign-up': ACCOUNT_RESPONSE_FLOOR_MS - 3,
  '/accounts/sign-in-link': ACCOUNT_RESPONSE_FLOOR_MS - 3,
  '/accounts/password-reset': ACCOUNT_RESPONSE_FLOOR_MS - 3,
};

/** The session tests' app (the rate limits' has one of its own: its counters start at nothing). */
const app = useTestApp();

describe('no account enumeration: known and unknown emails get the same status and body, at the same floor', () => {
  // The production floor: a test app answers without one unless given it.
  const t = useTestApp({ accountResponseFloorMs: ACCOUNT_RESPONSE_FLOOR_MS });

  it.each([
    ['sign-up', '/accounts/sign-up', (email: string) => ({ name: 'Kim', email, password: goodPassword() })],
    ['sign-in (wrong password vs unknown)', '/accounts/sign-in', (email: string) => ({ email, password: goodPassword() })],
    ['sign-in link', '/accounts/sign-in-link', (email: string) => ({ email })],
    ['password reset', '/accounts/password-reset', (email: string) => ({ email })],
  ])('%s', async (_name, url, body) => {
    const [known, pending] = await Promise.all([signedUpShopper(t), unverifiedAccount(t)]);
    // Together: each answer waits out the enumeration floor (ACCOUNT_RESPONSE_FLOOR_MS), not the one before it.
    const [forKnown, forPending, forUnknown] = await Promise.all(
      [known.email, pending.email, someEmail()].map(async (email) => {
        const started = performance.now();
        const res = await shopper(t.app).call('POST', url, body(email));
        return { answer: answer(res), tookMs: performance.now() - started };
      }),
    );
    expect(forKnown!.answer).toEqual(forUnknown!.answer);
    expect(forPending!.answer).toEqual(forUnknown!.answer);
    for (const { tookMs } of [forKnown!, forPending!, forUnknown!])
      expect(tookMs).toBeGreaterThanOrEqual(FLOOR_PADDED_MS[url] ?? 0);
  });
});

describe('rate limits per email and per client address', () => {
  const t = useTestApp();

  const signIn = (address: string, email: string, password: string) =>
    shopper(t.app, 'nestwood', address).call('POST', '/accounts/sign-in', { email, password });
  let n = 0;
  /** An address no other attempt in this file used. */
  const freshAddress = () => {
    n += 1;
    return `10.66.${n >> 8}.${n & 255}`;
  };

  it("wrong passwords from rotating addresses do not lock the account's owner out", async () => {
    const account = await signedUpShopper(t);
    for (let i = 0; i < 14; i++) expect((await signIn(freshAddress(), account.email, goodPassword())).statusCode).toBe(401);
    expect((await signIn(freshAddress(), account.email, account.password)).statusCode).toBe(200);
  });

  it(`one address guessing one account is refused after ${SIGN_IN_PER_EMAIL_ADDRESS_LIMIT} tries, with Retry-After; the owner elsewhere is not`, async () => {
    const account = await signedUpShopper(t);
    const attacker = freshAddress();
    for (let i = 0; i < SIGN_IN_PER_EMAIL_ADDRESS_LIMIT; i++)
      expect((await signIn(attacker, account.email, goodPassword())).statusCode).toBe(401);
    const res = await signIn(attacker, account.email, account.password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 'error', code: 'RATE_LIMITED', message: 'Too many attempts, please try again later' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The same address may still try another account; the owner signs in from their own.
    const other = await signedUpShopper(t);
    expect((await signIn(attacker, other.email, other.password)).statusCode).toBe(200);
    expect((await signIn(freshAddress(), account.email, account.password)).statusCode).toBe(200);
  });

  it(`rotating addresses meet the account's ceiling of ${SIGN_IN_PER_EMAIL_LIMIT} tries in the window; the owner's usual address still signs in`, async () => {
    const account = await signedUpShopper(t);
    const home = freshAddress();
    expect((await signIn(home, account.email, account.password)).statusCode).toBe(200);
    for (let batch = 0; batch < (SIGN_IN_PER_EMAIL_LIMIT - 1) / 9; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 9 }, () => signIn(freshAddress(), account.email, goodPassword()).then((r) => r.statusCode)),
      );
      expect(answers).toEqual(Array(9).fill(401));
    }
    // Every try counts (the owner's one, 99 guesses): a new address is now refused, even with the right password.
    const stranger = await signIn(freshAddress(), account.email, account.password);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(home, account.email, account.password)).statusCode).toBe(200);
    // Other accounts are not affected.
    const other = await signedUpShopper(t);
    expect((await signIn(freshAddress(), other.email, other.password)).statusCode).toBe(200);
  });

  it('refuses one address trying many emails past the limit', async () => {
    const s = shopper(t.app, 'nestwood', '10.99.0.1');
    for (let i = 0; i < PER_ADDRESS_LIMIT; i++)
      expect((await s.call('POST', '/accounts/sign-in', { email: someEmail(), password: goodPassword() })).statusCode).toBe(401);
    expect((await s.call('POST', '/accounts/sign-in', { email: someEmail(), password: goodPassword() })).statusCode).toBe(429);
    // Another address still may.
    expect(
      (await shopper(t.app).call('POST', '/accounts/sign-in', { email: someEmail(), password: goodPassword() })).statusCode,
    ).toBe(401);
  });

  it.each([
    ['sign-up', '/accounts/sign-up', (email: string) => ({ name: 'Kim', email, password: goodPassword() })],
    ['sign-in link', '/accounts/sign-in-link', (email: string) => ({ email })],
    ['password reset', '/accounts/password-reset', (email: string) => ({ email })],
  ])('limits %s per email too', async (_name, url, body) => {
    const email = someEmail();
    // The first alone (a sign-up creates the account), the rest together: each answer waits out the enumeration floor
    // (ACCOUNT_RESPONSE_FLOOR_MS), so one after another they would wait it out ten times.
    expect((await shopper(t.app).call('POST', url, body(email))).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: PER_EMAIL_LIMIT - 1 }, () =>
        shopper(t.app)
          .call('POST', url, body(email))
          .then((r) => r.statusCode),
      ),
    );
    expect(answers).toEqual(Array(PER_EMAIL_LIMIT - 1).fill(200));
    const res = await shopper(t.app).call('POST', url, body(email.toUpperCase()));
    expect(res.statusCode).toBe(429);
  });
});

describe('session rotation at sign-in', () => {
  const t = app;

  it('issues a new session token at every sign-in, and a new guest sid', async () => {
    const account = await signedUpShopper(t);
    const s = shopper(t.app);
    await s.call('GET', '/carts/my');
    const guestSid = s.jar.get('sid');
    expect(guestSid).toBeDefined();
    const first = await s.call('POST', '/accounts/sign-in', { email: account.email, password: account.password });
    const firstToken = s.jar.get('acct.session_token');
    expect(first.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['sid', 'acct.session_token']));
    expect(s.jar.get('sid')).not.toBe(guestSid);
    await s.call('POST', '/accounts/sign-in', { email: account.email, password: account.password });
    expect(s.jar.get('acct.session_token')).not.toBe(firstToken);
  });

  it('a session token planted before sign-in is not the one after (no fixation)', async () => {
    const account = await signedUpShopper(t);
    const planted = account.shopper.jar.get('acct.session_token');
    const s = shopper(t.app);
    s.jar.set('acct.session_token', planted!);
    await s.call('POST', '/accounts/sign-in', { email: account.email, password: account.password });
    expect(s.jar.get('acct.session_token')).not.toBe(planted);
  });
});
