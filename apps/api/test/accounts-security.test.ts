import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { goodPassword, signedUpShopper, someEmail, unverifiedAccount } from './support/accounts';
import { PER_ADDRESS_LIMIT, PER_EMAIL_LIMIT } from '../src/use-cases/accounts/account-rate-limits';

/** Status and body of an answer: what a client can compare between a known and an unknown email. */
const answer = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, body: res.json() });

describe('no account enumeration: known and unknown emails get the same status and body (issue 10)', () => {
  const t = useTestApp();

  it.each([
    ['sign-up', '/accounts/sign-up', (email: string) => ({ name: 'Kim', email, password: goodPassword() })],
    ['sign-in (wrong password vs unknown)', '/accounts/sign-in', (email: string) => ({ email, password: goodPassword() })],
    ['sign-in link', '/accounts/sign-in-link', (email: string) => ({ email })],
    ['password reset', '/accounts/password-reset', (email: string) => ({ email })],
  ])('%s', async (_name, url, body) => {
    const known = await signedUpShopper(t);
    const pending = await unverifiedAccount(t);
    const forKnown = answer(await shopper(t.app).call('POST', url, body(known.email)));
    const forPending = answer(await shopper(t.app).call('POST', url, body(pending.email)));
    const forUnknown = answer(await shopper(t.app).call('POST', url, body(someEmail())));
    expect(forKnown).toEqual(forUnknown);
    expect(forPending).toEqual(forUnknown);
  });
});

describe('rate limits per email and per client address (issue 10)', () => {
  const t = useTestApp();

  it('refuses sign-in attempts on one email past the limit, from any address, with Retry-After', async () => {
    const account = await signedUpShopper(t);
    for (let i = 0; i < PER_EMAIL_LIMIT; i++)
      expect(
        (await shopper(t.app).call('POST', '/accounts/sign-in', { email: account.email, password: goodPassword() })).statusCode,
      ).toBe(401);
    const res = await shopper(t.app).call('POST', '/accounts/sign-in', { email: account.email, password: account.password });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another email is not affected.
    const other = await signedUpShopper(t);
    expect(
      (await shopper(t.app).call('POST', '/accounts/sign-in', { email: other.email, password: other.password })).statusCode,
    ).toBe(200);
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
    for (let i = 0; i < PER_EMAIL_LIMIT; i++) expect((await shopper(t.app).call('POST', url, body(email))).statusCode).toBe(200);
    const res = await shopper(t.app).call('POST', url, body(email.toUpperCase()));
    expect(res.statusCode).toBe(429);
  });
});

describe('session rotation at sign-in (issue 10)', () => {
  const t = useTestApp();

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
