import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn, STAFF_PASSWORD, staffBrowser } from './support/staff';
import { auditLog } from '../src/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('staff sign-in', () => {
  it('signs in with the password and answers who is signed in, with the role and its permissions', async () => {
    const member = await makeStaff(t.db, { role: 'support', brands: ['nestwood', 'plume'] });
    const browser = await signedIn(t.app, member);
    const me = await browser.call('GET', '/admin/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().result).toMatchObject({
      email: member.email,
      role: 'support',
      brands: ['nestwood', 'plume'],
      permissions: ['orders.read', 'customers.read', 'orders.resend-email', 'returns.open', 'catalog.read'],
      twoFactorEnabled: false,
      twoFactorRequired: false,
    });
  });

  it('sets an HttpOnly staff cookie scoped to /admin, never a shopper cookie', async () => {
    const member = await makeStaff(t.db, { role: 'manager' });
    const browser = staffBrowser(t.app);
    const res = await browser.call('POST', '/admin/auth/sign-in', { email: member.email, password: STAFF_PASSWORD });
    const cookie = res.cookies.find((c) => c.name === 'staff.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/admin', sameSite: 'Lax' });
    expect(res.cookies.some((c) => c.name.startsWith('acct.'))).toBe(false);
  });

  it('gives one answer for an unknown email and a wrong password', async () => {
    const member = await makeStaff(t.db, { role: 'owner' });
    const browser = staffBrowser(t.app);
    const wrong = await browser.call('POST', '/admin/auth/sign-in', { email: member.email, password: 'not the password at all' });
    const unknown = await browser.call('POST', '/admin/auth/sign-in', {
      email: 'nobody@staff.example.com',
      password: 'whatever it is 1',
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ status: 'error', code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses every /admin route without a session (401) and a shopper session does not count', async () => {
    const res = await staffBrowser(t.app).call('GET', '/admin/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'NOT_SIGNED_IN' });
  });

  it('ignores a staff cookie sent to a storefront host', async () => {
    const member = await makeStaff(t.db, { role: 'owner' });
    const browser = await signedIn(t.app, member);
    const res = await browser.call('GET', '/admin/auth/me', undefined, { host: 'nestwood.localhost:3000' });
    expect(res.statusCode).toBe(401);
  });

  it('signs out: the cookie is cleared and the old token no longer works', async () => {
    const member = await makeStaff(t.db, { role: 'owner' });
    const browser = await signedIn(t.app, member);
    const token = browser.jar.get('staff.session_token')!;
    expect((await browser.call('POST', '/admin/auth/sign-out')).statusCode).toBe(200);
    const replay = staffBrowser(t.app);
    replay.jar.set('staff.session_token', token);
    expect((await replay.call('GET', '/admin/auth/me')).statusCode).toBe(401);
  });

  it('stops a disabled account at once, session or not', async () => {
    const member = await makeStaff(t.db, { role: 'manager' });
    const browser = await signedIn(t.app, member);
    await t.db.execute(sql`update staff_users set disabled_at = now() where id = ${member.id}`);
    expect((await browser.call('GET', '/admin/auth/me')).statusCode).toBe(401);
    const again = await staffBrowser(t.app).call('POST', '/admin/auth/sign-in', {
      email: member.email,
      password: STAFF_PASSWORD,
    });
    expect(again.statusCode).toBe(401);
  });

  it('records each sign-in in the audit log with the address it came from', async () => {
    const member = await makeStaff(t.db, { role: 'owner' });
    const browser = await signedIn(t.app, member);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.targetId} = ${member.id}`);
    expect(rows.map((row) => [row.action, row.staffEmail, row.address])).toEqual([
      ['staff.add', 'staff:add', '127.0.0.1'],
      ['staff.sign-in', member.email, browser.address],
    ]);
  });
});

describe('the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await makeStaff(t.db, { role: 'owner' });
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'changed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update audit_log set action = 'x'`)).toBe('audit_log is append-only: UPDATE is refused');
    expect(await refusal(sql`delete from audit_log`)).toBe('audit_log is append-only: DELETE is refused');
    expect(await refusal(sql`truncate audit_log`)).toBe('audit_log is append-only: TRUNCATE is refused');
  });
});
