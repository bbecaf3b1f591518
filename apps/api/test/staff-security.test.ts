import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn, STAFF_PASSWORD, staffBrowser } from './support/staff';
import { passwordStep, totpCode, withTwoFactor, wrongCode } from './support/staff-two-factor';
import { auditLog, staffSessions } from '../src/db/schema';
import {
  hitSignInLimits,
  SIGN_IN_PER_EMAIL_ADDRESS_LIMIT,
  SIGN_IN_PER_EMAIL_LIMIT,
} from '../src/use-cases/accounts/sign-in-limits';
import { STAFF_REALM } from '../src/use-cases/staff/sign-in-staff';
import { memoryStores } from '../src/stores/memory';
import type { RequestContext } from '../src/context';
import { STAFF_CODE_LOCK_SECONDS, STAFF_IDLE_SECONDS } from '../src/staff/staff-auth';

let t: TestApp;
const stores = memoryStores();
beforeAll(async () => {
  t = await createTestApp({ stores });
});
afterAll(() => t.close());

const auditActions = async (staffId: string) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.targetId} = ${staffId}`)
      .orderBy(auditLog.id)
  ).map((row) => row.action);

describe('two-factor setup', () => {
  it('asks the password again, and gives an otpauth URI and ten backup codes that are not in force yet', async () => {
    const member = await makeStaff(t.db, { role: 'manager', brands: ['nestwood'] });
    const browser = await signedIn(t.app, member);
    const wrong = await browser.call('POST', '/admin/auth/two-factor/setup', { password: 'not my password at all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message: 'That password is not right' });

    const setup = await browser.call('POST', '/admin/auth/two-factor/setup', { password: STAFF_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { totpURI, backupCodes } = setup.json().result;
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Store%20back%20office:.+\?secret=[A-Z2-7]+&issuer=Store/);
    expect(totpURI).toContain(encodeURIComponent(member.email));
    expect(backupCodes).toHaveLength(10);
    expect((await browser.call('GET', '/admin/auth/me')).json().result.twoFactorEnabled).toBe(false);
    // Not in force until a code proves the app has the secret: the password alone still signs in.
    const again = await staffBrowser(t.app).call('POST', '/admin/auth/sign-in', {
      email: member.email,
      password: STAFF_PASSWORD,
    });
    expect(again.json().result.twoFactorRequired).toBe(false);
  });

  it('turns on with the app first code (a wrong one is refused), renews the session and audits both steps', async () => {
    const member = await makeStaff(t.db, { role: 'owner' });
    const browser = await signedIn(t.app, member);
    const before = browser.jar.get('staff.session_token');
    const { totpURI } = (await browser.call('POST', '/admin/auth/two-factor/setup', { password: STAFF_PASSWORD })).json().result;
    const wrong = await browser.call('POST', '/admin/auth/two-factor/enable', { code: wrongCode(totpURI) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That code is not right: enter the current code from your authenticator app');

    const enabled = await browser.call('POST', '/admin/auth/two-factor/enable', { code: totpCode(totpURI) });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().result).toMatchObject({ email: member.email, twoFactorEnabled: true, twoFactorRequired: false });
    expect(browser.jar.get('staff.session_token')).not.toBe(before);
    expect((await browser.call('GET', '/admin/auth/me')).json().result.twoFactorEnabled).toBe(true);
    expect(await auditActions(member.id)).toEqual([
      'staff.add',
      'staff.sign-in',
      'staff.two-factor-setup',
      'staff.two-factor-enabled',
    ]);
    const twice = await browser.call('POST', '/admin/auth/two-factor/setup', { password: STAFF_PASSWORD });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses to turn on before setup', async () => {
    const member = await makeStaff(t.db, { role: 'support', brands: ['plume'] });
    const browser = await signedIn(t.app, member);
    const res = await browser.call('POST', '/admin/auth/two-factor/enable', { code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Start two-factor setup first');
  });

  it('needs a session for setup and enable', async () => {
    const browser = staffBrowser(t.app);
    expect((await browser.call('POST', '/admin/auth/two-factor/setup', { password: STAFF_PASSWORD })).statusCode).toBe(401);
    expect((await browser.call('POST', '/admin/auth/two-factor/enable', { code: '123456' })).statusCode).toBe(401);
  });
});

describe('signing in with two-factor on', () => {
  it('asks a code after the password: no session until then, a wrong code 401, the right code opens the session', async () => {
    const member = await makeStaff(t.db, { role: 'manager', brands: 'all' });
    const { browser, totpURI } = await withTwoFactor(t.app, member);
    expect((await browser.call('POST', '/admin/auth/sign-out')).statusCode).toBe(200);

    const next = staffBrowser(t.app);
    const password = await next.call('POST', '/admin/auth/sign-in', { email: member.email, password: STAFF_PASSWORD });
    expect(password.json()).toEqual({ status: 'ok', result: { twoFactorRequired: true } });
    expect(next.jar.has('staff.session_token')).toBe(false);
    expect(next.jar.has('staff.two_factor')).toBe(true);
    expect((await next.call('GET', '/admin/auth/me')).statusCode).toBe(401);

    const wrong = await next.call('POST', '/admin/auth/two-factor', { code: wrongCode(totpURI) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const right = await next.call('POST', '/admin/auth/two-factor', { code: totpCode(totpURI) });
    expect(right.statusCode).toBe(200);
    expect(right.json().result).toMatchObject({ email: member.email, twoFactorEnabled: true });
    expect((await next.call('GET', '/admin/auth/me')).statusCode).toBe(200);
  });

  it('takes a TOTP code once: the code that opened a session opens no second one, even from another browser', async () => {
    const member = await makeStaff(t.db, { role: 'manager', brands: 'all' });
    const { totpURI } = await withTwoFactor(t.app, member);
    const code = totpCode(totpURI);
    const first = await passwordStep(t.app, member);
    expect((await first.call('POST', '/admin/auth/two-factor', { code })).statusCode).toBe(200);
    const sessions = async () =>
      (await t.db.select({ id: staffSessions.id }).from(staffSessions).where(eq(staffSessions.userId, member.id))).length;
    const before = await sessions();
    const replay = await passwordStep(t.app, member);
    const refused = await replay.call('POST', '/admin/auth/two-factor', { code });
    expect(refused.statusCode).toBe(401);
    expect(replay.jar.has('staff.session_token')).toBe(false);
    expect(await sessions()).toBe(before);
    expect((await first.call('GET', '/admin/auth/me')).statusCode).toBe(200);
  });

  it('takes a backup code once: the same code again is refused, another one works', async () => {
    const member = await makeStaff(t.db, { role: 'owner' });
    const { backupCodes } = await withTwoFactor(t.app, member);
    const [first, second] = backupCodes as [string, string];

    const one = await passwordStep(t.app, member);
    expect((await one.call('POST', '/admin/auth/two-factor', { code: first })).statusCode).toBe(200);
    expect((await one.call('GET', '/admin/auth/me')).statusCode).toBe(200);

    const replay = await passwordStep(t.app, member);
    const refused = await replay.call('POST', '/admin/auth/two-factor', { code: first });
    expect(refused.statusCode).toBe(401);
    expect((await replay.call('GET', '/admin/auth/me')).statusCode).toBe(401);
    expect((await replay.call('POST', '/admin/auth/two-factor', { code: ` ${second} ` })).statusCode).toBe(200);
  });

  it('never opens a session from a code without the password step', async () => {
    const member = await makeStaff(t.db, { role: 'owner' });
    const { totpURI } = await withTwoFactor(t.app, member);
    const res = await staffBrowser(t.app).call('POST', '/admin/auth/two-factor', { code: totpCode(totpURI) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Too many wrong codes, or this sign-in has expired: sign in again with your password');
  });

  it('turns off with the password where it is optional, and the password alone signs in again', async () => {
    const member = await makeStaff(t.db, { role: 'manager', brands: ['hushly'] });
    const { browser } = await withTwoFactor(t.app, member);
    const wrong = await browser.call('POST', '/admin/auth/two-factor/disable', { password: 'not my password at all' });
    expect(wrong.statusCode).toBe(400);
    const off = await browser.call('POST', '/admin/auth/two-factor/disable', { password: STAFF_PASSWORD });
    expect(off.statusCode).toBe(200);
    expect(off.json().result.twoFactorEnabled).toBe(false);
    expect((await browser.call('GET', '/admin/auth/me')).statusCode).toBe(200);
    const again = await staffBrowser(t.app).call('POST', '/admin/auth/sign-in', {
      email: member.email,
      password: STAFF_PASSWORD,
    });
    expect(again.json().result.twoFactorRequired).toBe(false);
    expect((await auditActions(member.id)).at(-2)).toBe('staff.two-factor-disabled');
  });
});

describe('the code step is limited (better-auth: five wrong codes per challenge, ten in a row lock the account)', () => {
  it('voids a challenge after five wrong codes, and locks the code step after ten in a row (429 with Retry-After)', async () => {
    const member = await makeStaff(t.db, { role: 'owner' });
    const { totpURI } = await withTwoFactor(t.app, member);
    const first = await passwordStep(t.app, member);
    for (let i = 0; i < 5; i += 1)
      expect((await first.call('POST', '/admin/auth/two-factor', { code: wrongCode(totpURI) })).statusCode).toBe(401);
    const voided = await first.call('POST', '/admin/auth/two-factor', { code: totpCode(totpURI) });
    expect(voided.statusCode).toBe(401);
    expect(voided.json().message).toBe('Too many wrong codes, or this sign-in has expired: sign in again with your password');

    const second = await passwordStep(t.app, member);
    for (let i = 0; i < 5; i += 1)
      expect((await second.call('POST', '/admin/auth/two-factor', { code: wrongCode(totpURI) })).statusCode).toBe(401);
    const third = await passwordStep(t.app, member);
    const locked = await third.call('POST', '/admin/auth/two-factor', { code: totpCode(totpURI) });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(STAFF_CODE_LOCK_SECONDS));
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await third.call('GET', '/admin/auth/me')).statusCode).toBe(401);
  });
});

describe('sign-in limits', () => {
  it(`refuses the ${SIGN_IN_PER_EMAIL_ADDRESS_LIMIT + 1}th password try at one account from one address with 429 and Retry-After`, async () => {
    const member = await makeStaff(t.db, { role: 'owner' });
    const browser = staffBrowser(t.app);
    for (let i = 0; i < SIGN_IN_PER_EMAIL_ADDRESS_LIMIT; i += 1) {
      const res = await browser.call('POST', '/admin/auth/sign-in', { email: member.email, password: `wrong password ${i}` });
      expect(res.statusCode).toBe(401);
    }
    const limited = await browser.call('POST', '/admin/auth/sign-in', { email: member.email, password: 'wrong password x' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits there; from another address it signs in.
    const right = await browser.call('POST', '/admin/auth/sign-in', { email: member.email, password: STAFF_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect((await signedIn(t.app, member)).jar.has('staff.session_token')).toBe(true);
  });

  it('lets the owner in from an address they signed in from while a stranger sprays wrong passwords from many', async () => {
    const member = await makeStaff(t.db, { role: 'owner' });
    const owner = await signedIn(t.app, member);
    await owner.call('POST', '/admin/auth/sign-out');
    // The stranger's tries, one per address: most counted straight into the shared limiter (as another API process
    // would: each real try costs a password hash), the last ten sent here. With the owner's sign-in: the whole ceiling.
    const sent = 10;
    for (let i = 0; i < SIGN_IN_PER_EMAIL_LIMIT - 1 - sent; i += 1)
      await hitSignInLimits({ clientAddress: `172.16.0.${1 + i}` } as RequestContext, member.email, { stores }, STAFF_REALM);
    for (let i = 0; i < sent; i += 1) {
      const res = await staffBrowser(t.app, `172.16.1.${1 + i}`).call('POST', '/admin/auth/sign-in', {
        email: member.email,
        password: `guess number ${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const stranger = await staffBrowser(t.app, '172.17.0.1').call('POST', '/admin/auth/sign-in', {
      email: member.email,
      password: STAFF_PASSWORD,
    });
    expect(stranger.statusCode).toBe(429);
    const back = await owner.call('POST', '/admin/auth/sign-in', { email: member.email, password: STAFF_PASSWORD });
    expect(back.statusCode).toBe(200);
    expect(back.json().result.staff.email).toBe(member.email);
  });
});

describe('idle expiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const minutes = (n: number) => n * 60_000;

  it(`keeps a session used every 10 minutes past ${STAFF_IDLE_SECONDS / 60} minutes, and ends one idle 31 minutes`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = Date.now();
    const member = await makeStaff(t.db, { role: 'support', brands: ['nestwood'] });
    const browser = await signedIn(t.app, member);
    for (let step = 1; step <= 5; step += 1) {
      now += minutes(10);
      vi.setSystemTime(now);
      expect((await browser.call('GET', '/admin/auth/me')).statusCode, `after ${step * 10} minutes`).toBe(200);
    }
    now += minutes(31);
    vi.setSystemTime(now);
    const idle = await browser.call('GET', '/admin/auth/me');
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ code: 'NOT_SIGNED_IN' });
  });
});

describe('where two-factor is required', () => {
  let required: TestApp;
  beforeAll(async () => {
    required = await createTestApp({ staffTwoFactorRequired: true });
  });
  afterAll(() => required.close());

  it('lets an account without it sign in, read itself and set it up, and nothing else (403 two-factor-required)', async () => {
    const member = await makeStaff(required.db, { role: 'owner' });
    const browser = await signedIn(required.app, member);
    const me = await browser.call('GET', '/admin/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().result).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });
    const audit = await browser.call('GET', '/admin/audit');
    expect(audit.statusCode).toBe(403);
    expect(audit.json()).toEqual({
      status: 'error',
      code: 'FORBIDDEN',
      message: 'Set up two-factor sign-in before using the back office',
      reason: 'two-factor-required',
    });

    const setup = await browser.call('POST', '/admin/auth/two-factor/setup', { password: STAFF_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const enabled = await browser.call('POST', '/admin/auth/two-factor/enable', { code: totpCode(setup.json().result.totpURI) });
    expect(enabled.statusCode).toBe(200);
    expect((await browser.call('GET', '/admin/audit')).statusCode).toBe(200);
  });

  it('refuses to turn two-factor off (403)', async () => {
    const member = await makeStaff(required.db, { role: 'owner' });
    const { browser } = await withTwoFactor(required.app, member);
    const res = await browser.call('POST', '/admin/auth/two-factor/disable', { password: STAFF_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'two-factor-required' });
    expect((await browser.call('GET', '/admin/auth/me')).json().result.twoFactorEnabled).toBe(true);
  });
});
