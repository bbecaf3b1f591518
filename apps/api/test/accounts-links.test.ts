import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authVerifications, jobs } from '../src/db/schema';
import { cleanUpStoredState } from '../src/maintenance/clean-up';
import { useTestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { emailedToken, goodPassword, signedUpShopper, someEmail } from './support/accounts';

const queuedEmails = async (t: ReturnType<typeof useTestApp>, to: string, kind: string) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(jobs)
    .where(and(sql`${jobs.payload}->>'to' = ${to}`, sql`${jobs.payload}->>'kind' = ${kind}`));
  return row?.n ?? 0;
};

describe('sign-in link (15 min, single use, existing accounts only)', () => {
  const t = useTestApp();

  it('emails a link to an existing account; the link signs in once', async () => {
    const account = await signedUpShopper(t);
    const s = shopper(t.app);
    const res = await s.call('POST', '/accounts/sign-in-link', { email: account.email });
    expect(res.json()).toEqual({ status: 'ok', result: { status: 'check-email' } });
    const token = await emailedToken(t.db, 'nestwood', account.email, 'sign-in-link');
    const signedIn = await s.call('POST', '/accounts/sign-in-link/verify', { token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().result).toMatchObject({ userId: account.userId, email: account.email });
    expect((await s.call('GET', '/accounts/me')).statusCode).toBe(200);
    const again = await shopper(t.app).call('POST', '/accounts/sign-in-link/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_LINK', message: 'This link is invalid or has expired' });
  });

  it('stores the token hashed, never as sent', async () => {
    const account = await signedUpShopper(t);
    await shopper(t.app).call('POST', '/accounts/sign-in-link', { email: account.email });
    const token = await emailedToken(t.db, 'nestwood', account.email, 'sign-in-link');
    const [row] = await t.db
      .select({ n: count() })
      .from(authVerifications)
      .where(sql`${authVerifications.identifier} like ${`%${token}%`}`);
    expect(row?.n).toBe(0);
  });

  it('refuses an expired link', async () => {
    const account = await signedUpShopper(t);
    await shopper(t.app).call('POST', '/accounts/sign-in-link', { email: account.email });
    const token = await emailedToken(t.db, 'nestwood', account.email, 'sign-in-link');
    // The link's row is the brand's newest magic-link row; move its expiry 16 minutes back.
    await t.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(sql`${authVerifications.identifier} like 'nestwood:magic-link:%'`);
    const res = await shopper(t.app).call('POST', '/accounts/sign-in-link/verify', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_LINK');
  });

  it('sends nothing for an unknown email, with the same answer', async () => {
    const email = someEmail();
    const res = await shopper(t.app).call('POST', '/accounts/sign-in-link', { email });
    expect(res.json()).toEqual({ status: 'ok', result: { status: 'check-email' } });
    expect(await queuedEmails(t, email, 'sign-in-link')).toBe(0);
  });

  it('refuses a made-up token', async () => {
    const res = await shopper(t.app).call('POST', '/accounts/sign-in-link/verify', { token: 'abcdefghijklmnopqrstuvwxyzABCDEF' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_LINK');
  });

  it('a link of one brand does not sign in on another (same email on both)', async () => {
    const email = someEmail();
    await signedUpShopper(t, 'nestwood', { email });
    await signedUpShopper(t, 'driftvale', { email });
    await shopper(t.app, 'nestwood').call('POST', '/accounts/sign-in-link', { email });
    const token = await emailedToken(t.db, 'nestwood', email, 'sign-in-link');
    const res = await shopper(t.app, 'driftvale').call('POST', '/accounts/sign-in-link/verify', { token });
    expect(res.statusCode).toBe(400);
  });

  it('sign-up with a known email emails that account a sign-in link', async () => {
    const account = await signedUpShopper(t);
    await shopper(t.app).call('POST', '/accounts/sign-up', { name: 'X', email: account.email, password: goodPassword() });
    const token = await emailedToken(t.db, 'nestwood', account.email, 'existing-account');
    const res = await shopper(t.app).call('POST', '/accounts/sign-in-link/verify', { token });
    expect(res.json().result.userId).toBe(account.userId);
  });
});

describe('password reset (1 h, other sessions revoked)', () => {
  const t = useTestApp();

  it('resets the password by the emailed link, signs out every session, and the new password signs in', async () => {
    const account = await signedUpShopper(t);
    const res = await shopper(t.app).call('POST', '/accounts/password-reset', { email: account.email });
    expect(res.json()).toEqual({ status: 'ok', result: { status: 'check-email' } });
    const token = await emailedToken(t.db, 'nestwood', account.email, 'password-reset');
    const password = goodPassword();
    const done = await shopper(t.app).call('POST', '/accounts/password-reset/confirm', { token, password });
    expect(done.statusCode).toBe(200);
    expect((await account.shopper.call('GET', '/accounts/me')).statusCode).toBe(401);
    const old = await shopper(t.app).call('POST', '/accounts/sign-in', { email: account.email, password: account.password });
    expect(old.statusCode).toBe(401);
    const fresh = await shopper(t.app).call('POST', '/accounts/sign-in', { email: account.email, password });
    expect(fresh.statusCode).toBe(200);
    const reused = await shopper(t.app).call('POST', '/accounts/password-reset/confirm', { token, password: goodPassword() });
    expect(reused.json()).toMatchObject({ code: 'INVALID_LINK' });
  });

  it('applies the password policy to the new password and keeps the token', async () => {
    const account = await signedUpShopper(t);
    await shopper(t.app).call('POST', '/accounts/password-reset', { email: account.email });
    const token = await emailedToken(t.db, 'nestwood', account.email, 'password-reset');
    const weak = await shopper(t.app).call('POST', '/accounts/password-reset/confirm', { token, password: 'qwertyuiop' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('This password is too common. Please choose another.');
    const ok = await shopper(t.app).call('POST', '/accounts/password-reset/confirm', { token, password: goodPassword() });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    const account = await signedUpShopper(t);
    await shopper(t.app).call('POST', '/accounts/password-reset', { email: account.email });
    const token = await emailedToken(t.db, 'nestwood', account.email, 'password-reset');
    await t.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(authVerifications.identifier, `nestwood:reset-password:${token}`));
    const res = await shopper(t.app).call('POST', '/accounts/password-reset/confirm', { token, password: goodPassword() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_LINK');
  });

  it('sends nothing for an unknown email, with the same answer', async () => {
    const email = someEmail();
    const res = await shopper(t.app).call('POST', '/accounts/password-reset', { email });
    expect(res.json()).toEqual({ status: 'ok', result: { status: 'check-email' } });
    expect(await queuedEmails(t, email, 'password-reset')).toBe(0);
  });
});

describe('expired account tokens are cleaned up', () => {
  const t = useTestApp();

  it('removes expired sign-in link rows and keeps live ones', async () => {
    const account = await signedUpShopper(t);
    await shopper(t.app).call('POST', '/accounts/sign-in-link', { email: account.email });
    const live = await emailedToken(t.db, 'nestwood', account.email, 'sign-in-link');
    const report = await cleanUpStoredState(t.db, new Date(Date.now() + 16 * 60_000));
    expect(report.accountTokens).toBeGreaterThanOrEqual(1);
    const res = await shopper(t.app).call('POST', '/accounts/sign-in-link/verify', { token: live });
    expect(res.statusCode).toBe(400);
    await shopper(t.app).call('POST', '/accounts/sign-in-link', { email: account.email });
    const fresh = await emailedToken(t.db, 'nestwood', account.email, 'sign-in-link');
    await cleanUpStoredState(t.db, new Date());
    expect((await shopper(t.app).call('POST', '/accounts/sign-in-link/verify', { token: fresh })).statusCode).toBe(200);
  });
});
