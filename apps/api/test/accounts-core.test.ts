import { and, count, eq, sql } from 'drizzle-orm';
import { authUsers, jobs } from '../src/db/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { mattress, shopper } from './support/shopper';
import { emailedToken, goodPassword, signedUpShopper, someEmail, unverifiedAccount } from './support/accounts';

describe('accounts: sign-up, verification, sign-in, sign-out, me', () => {
  const t = useTestApp();

  it('signs up, verifies by the emailed token (signed in) and reads /accounts/me', async () => {
    const account = await signedUpShopper(t, 'nestwood', { name: 'Ada Sleeper' });
    const me = await account.shopper.call('GET', '/accounts/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().result.account).toEqual({
      userId: account.userId,
      email: account.email,
      emailVerified: true,
      name: 'Ada Sleeper',
    });
  });

  it('signs in with the password, and signs out', async () => {
    const account = await signedUpShopper(t);
    const s = shopper(t.app);
    const res = await s.call('POST', '/accounts/sign-in', { email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.userId).toBe(account.userId);
    expect((await s.call('GET', '/accounts/me')).statusCode).toBe(200);
    expect((await s.call('POST', '/accounts/sign-out')).statusCode).toBe(200);
    const after = await s.call('GET', '/accounts/me');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'NOT_SIGNED_IN', message: 'Please sign in' });
  });

  it('refuses a wrong password and an unknown email with one answer', async () => {
    const account = await signedUpShopper(t);
    const wrong = await shopper(t.app).call('POST', '/accounts/sign-in', { email: account.email, password: goodPassword() });
    const unknown = await shopper(t.app).call('POST', '/accounts/sign-in', { email: someEmail(), password: goodPassword() });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });

  it('refuses an unverified account with 403 and sends a new verification email', async () => {
    const account = await unverifiedAccount(t);
    const first = await emailedToken(t.db, 'nestwood', account.email, 'verify-email');
    const res = await shopper(t.app).call('POST', '/accounts/sign-in', { email: account.email, password: account.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(await emailedToken(t.db, 'nestwood', account.email, 'verify-email')).toBeTypeOf('string');
    expect(first).toBeTypeOf('string');
  });
});

describe('accounts are per brand', () => {
  const t = useTestApp();

  it('gives the same email on two brands two separate accounts', async () => {
    const email = someEmail();
    const nestwood = await signedUpShopper(t, 'nestwood', { email });
    const driftvale = await signedUpShopper(t, 'driftvale', { email });
    expect(nestwood.userId).not.toBe(driftvale.userId);
    // Each password signs in on its own brand only.
    const cross = await shopper(t.app, 'driftvale').call('POST', '/accounts/sign-in', { email, password: nestwood.password });
    expect(cross.statusCode).toBe(401);
    const own = await shopper(t.app, 'driftvale').call('POST', '/accounts/sign-in', { email, password: driftvale.password });
    expect(own.json().result.userId).toBe(driftvale.userId);
  });

  it('refuses a session of brand A on brand B', async () => {
    const account = await signedUpShopper(t, 'nestwood');
    const cookies = Object.fromEntries(account.shopper.jar);
    const onB = await t.app.inject({ method: 'GET', url: '/accounts/me', headers: { 'x-brand': 'driftvale' }, cookies });
    expect(onB.statusCode).toBe(401);
    const onA = await t.app.inject({ method: 'GET', url: '/accounts/me', headers: { 'x-brand': 'nestwood' }, cookies });
    expect(onA.statusCode).toBe(200);
  });

  it('a verification token of one brand does not verify on another', async () => {
    const email = someEmail();
    const a = await unverifiedAccount(t, 'nestwood', { email });
    await unverifiedAccount(t, 'driftvale', { email });
    const token = await emailedToken(t.db, 'nestwood', a.email, 'verify-email');
    const res = await shopper(t.app, 'driftvale').call('POST', '/accounts/verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_LINK', message: 'This link is invalid or has expired' });
  });
});

describe('the shopper identity of a signed-in request is the account', () => {
  const t = useTestApp({ seed: 'catalog', brands: ['nestwood', 'driftvale'] });

  it('the cart follows the account to another browser, and no guest sid is issued while signed in', async () => {
    const account = await signedUpShopper(t);
    const added = await account.shopper.call('POST', '/carts/my/items', { items: [mattress()] });
    expect(added.statusCode).toBe(200);
    const other = shopper(t.app);
    await other.call('POST', '/accounts/sign-in', { email: account.email, password: account.password });
    const cart = other.cart(await other.call('GET', '/carts/my'));
    expect(cart.items.map((i) => i.product.id)).toEqual([mattress().productID]);
    const res = await other.call('GET', '/carts/my');
    expect(res.cookies.map((c) => c.name)).not.toContain('sid');
  });
});

describe('sign-up rules', () => {
  const t = useTestApp();

  it('answers a known email like a new one, and queues an "account exists" email instead', async () => {
    const account = await signedUpShopper(t);
    const again = await shopper(t.app).call('POST', '/accounts/sign-up', {
      name: 'X',
      email: account.email,
      password: goodPassword(),
    });
    const fresh = await shopper(t.app).call('POST', '/accounts/sign-up', {
      name: 'X',
      email: someEmail(),
      password: goodPassword(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(fresh.json());
    expect(again.json()).toEqual({ status: 'ok', result: { status: 'check-email' } });
    const [existing] = await t.db
      .select({ n: count() })
      .from(jobs)
      .where(and(sql`${jobs.payload}->>'to' = ${account.email}`, sql`${jobs.payload}->>'kind' = 'existing-account'`));
    expect(existing?.n).toBe(1);
  });

  it.each([
    ['too short', 'short-pw', 'Password must be at least 10 characters'],
    ['common', 'password123', 'This password is too common. Please choose another.'],
  ])('refuses a %s password with 400 and creates nothing', async (_name, password, message) => {
    const email = someEmail();
    const res = await shopper(t.app).call('POST', '/accounts/sign-up', { name: 'Pat', email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message });
    const [row] = await t.db.select({ n: count() }).from(authUsers).where(eq(authUsers.email, email));
    expect(row?.n).toBe(0);
  });

  it('refuses a malformed email with 400', async () => {
    const res = await shopper(t.app).call('POST', '/accounts/sign-up', {
      name: 'Pat',
      email: 'not-an-email',
      password: goodPassword(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, and not Secure on localhost', async () => {
    const account = await unverifiedAccount(t);
    const token = await emailedToken(t.db, 'nestwood', account.email, 'verify-email');
    const res = await shopper(t.app).call('POST', '/accounts/verify-email', { token });
    const cookie = res.cookies.find((c) => c.name === 'acct.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('sets the session cookie Secure (and __Secure- named) outside localhost', async () => {
    const account = await unverifiedAccount(t);
    const token = await emailedToken(t.db, 'nestwood', account.email, 'verify-email');
    const res = await t.app.inject({
      method: 'POST',
      url: '/accounts/verify-email',
      headers: { host: 'shop.example.com', 'content-type': 'application/json', 'x-brand': 'nestwood' },
      payload: JSON.stringify({ token }),
    });
    const cookie = res.cookies.find((c) => c.name === '__Secure-acct.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
  });

  it('a verification link signs in once: used again it is INVALID_LINK', async () => {
    const account = await unverifiedAccount(t);
    const token = await emailedToken(t.db, 'nestwood', account.email, 'verify-email');
    expect((await shopper(t.app).call('POST', '/accounts/verify-email', { token })).statusCode).toBe(200);
    const again = await shopper(t.app).call('POST', '/accounts/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_LINK');
  });
});
