import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app';
import { STAFF_PASSWORD, staffBrowser } from './support/staff';
import { parseStaffAddArgs, runStaffAdd, STAFF_ADD_USAGE } from '../src/cli/run-staff-add';
import { createStaffAuth } from '../src/staff/staff-auth';
import { auditLog, staffUsers, staffVerifications } from '../src/db/schema';
import { REPO_ROOT } from '../src/paths';
import { parseEnv } from '../src/env';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = (role: string) => `cli-${role}-${(counter += 1)}-${Date.now()}@staff.example.com`;

/** `staff:add` with these arguments on the test database: its exit code and what it printed. */
async function staffAdd(args: string[], options: { adminOrigin?: string } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const parsed = parseStaffAddArgs(args);
  if (!parsed.ok) return { code: 2, out, err: [parsed.error] };
  const code = await runStaffAdd({ db: t.db, staffAuth: createStaffAuth({ db: t.db }) }, parsed.value, options, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

const tokenOf = (link: string) => new URL(link.slice(link.indexOf('http'))).searchParams.get('token')!;
const signIn = (email: string, password: string) => staffBrowser(t.app).call('POST', '/admin/auth/sign-in', { email, password });

describe('npm run staff:add', () => {
  it('creates an account with the given password, role and brands, and says what it created', async () => {
    const email = freshEmail('manager');
    const res = await staffAdd([
      '--email',
      email,
      '--role',
      'manager',
      '--brands',
      'nestwood, plume',
      '--password',
      STAFF_PASSWORD,
    ]);
    expect(res).toEqual({ code: 0, out: [`added ${email}: manager, brands nestwood, plume`], err: [] });
    const signedIn = await signIn(email, STAFF_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().result.staff).toMatchObject({ role: 'manager', brands: ['nestwood', 'plume'] });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'staff.add' and ${auditLog.after}->>'email' = ${email}`);
    expect(row).toMatchObject({ staffId: null, staffEmail: 'staff:add' });
  });

  it('gives an owner every brand without --brands; without --password it prints a one-time set-password link', async () => {
    const email = freshEmail('owner');
    const res = await staffAdd(['--email', email, '--role', 'owner', '--name', 'Ann Owner']);
    expect(res.code).toBe(0);
    expect(res.out[0]).toBe(`added ${email}: owner, all brands`);
    expect(res.out[1]).toMatch(
      /^set-password link \(one use, 24 hours\): http:\/\/localhost:3001\/set-password\?token=[A-Za-z0-9]{24}$/,
    );
    const [user] = await t.db
      .select()
      .from(staffUsers)
      .where(sql`${staffUsers.email} = ${email}`);
    expect(user).toMatchObject({ name: 'Ann Owner', allBrands: true });
    // The password it was made with is known to nobody.
    expect((await signIn(email, STAFF_PASSWORD)).statusCode).toBe(401);

    const token = tokenOf(res.out[1]!);
    // Kept as a hash: the token is in no row of the table.
    const rows = await t.db.select({ identifier: staffVerifications.identifier }).from(staffVerifications);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.identifier.includes(token))).toEqual([]);
    const set = await staffBrowser(t.app).call('POST', '/admin/auth/set-password', { token, password: STAFF_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ status: 'ok', result: { email } });
    expect((await signIn(email, STAFF_PASSWORD)).statusCode).toBe(200);

    const again = await staffBrowser(t.app).call('POST', '/admin/auth/set-password', {
      token,
      password: 'another good password 9',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 'error', code: 'INVALID_LINK', message: 'This link is used or has expired' });
    expect((await signIn(email, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('links to ADMIN_ORIGIN when it is set', async () => {
    const res = await staffAdd(['--email', freshEmail('support'), '--role', 'support', '--brands', 'all'], {
      adminOrigin: 'https://admin.example.com',
    });
    expect(res.out[1]).toMatch(/: https:\/\/admin\.example\.com\/set-password\?token=/);
  });

  it.each([
    [['--email', 'a@staff.example.com'], '--email and --role are required'],
    [['--email', 'a@staff.example.com', '--role', 'boss'], 'Unknown role boss: use one of owner, manager, support'],
    [
      ['--email', 'a@staff.example.com', '--role', 'support'],
      '--brands is required for a support: name its brands (--brands nestwood,plume) or --brands all',
    ],
    [['--email', 'a@staff.example.com', '--role', 'owner', '--admin'], "Unknown option '--admin'"],
  ])('refuses the command line %j (usage, exit 2)', async (args, message) => {
    const res = await staffAdd(args);
    expect(res.code).toBe(2);
    expect(res.err[0]).toContain(message);
  });

  it('refuses an unknown brand, a password the policy refuses and an email that has an account (exit 1, one line)', async () => {
    const email = freshEmail('manager');
    expect(await staffAdd(['--email', email, '--role', 'manager', '--brands', 'nestwood,nowhere'])).toEqual({
      code: 1,
      out: [],
      err: ['Unknown brand nowhere: use brand keys or all'],
    });
    expect(await staffAdd(['--email', email, '--role', 'manager', '--brands', 'all', '--password', 'short'])).toEqual({
      code: 1,
      out: [],
      err: ['Password must be at least 10 characters'],
    });
    expect((await staffAdd(['--email', email, '--role', 'manager', '--brands', 'all'])).code).toBe(0);
    expect(await staffAdd(['--email', email.toUpperCase(), '--role', 'owner'])).toEqual({
      code: 1,
      out: [],
      err: [`${email} already has a staff account`],
    });
  });

  it('runs as an npm script (its usage on a wrong command line, before any database is opened)', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'staff-add-'));
    try {
      const usage = spawnSync('npm', ['run', '--silent', '--prefix', REPO_ROOT, 'staff:add', '--', '--role', 'owner'], {
        cwd: work,
        env: { ...process.env, DATABASE_URL: '', DATABASE_DIR: path.join(work, 'db') },
        encoding: 'utf8',
      });
      expect(usage.status).toBe(2);
      expect(usage.stderr.trim().split('\n')).toEqual(['--email and --role are required', STAFF_ADD_USAGE]);
      expect(existsSync(path.join(work, 'db'))).toBe(false);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 30_000);

  it('takes ADMIN_ORIGIN from the environment: an http(s) origin, else the start stops', () => {
    expect(parseEnv({ ADMIN_ORIGIN: 'https://admin.example.com' }).ADMIN_ORIGIN).toBe('https://admin.example.com');
    expect(parseEnv({}).ADMIN_ORIGIN).toBeUndefined();
    expect(() => parseEnv({ ADMIN_ORIGIN: 'https://admin.example.com/back-office' })).toThrow(
      'ADMIN_ORIGIN: must be an http(s) origin such as https://admin.example.com',
    );
  });
});

describe('the set-password link', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function newLink() {
    const email = freshEmail('support');
    const res = await staffAdd(['--email', email, '--role', 'support', '--brands', 'plume']);
    return { email, token: tokenOf(res.out[1]!) };
  }

  it.each([
    ['short', 'Password must be at least 10 characters'],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
    ['qwertyuiop', 'This password is too common. Please choose another.'],
  ])('applies the password policy (%s) and keeps the link usable', async (password, message) => {
    const { email, token } = await newLink();
    const res = await staffBrowser(t.app).call('POST', '/admin/auth/set-password', { token, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message });
    const set = await staffBrowser(t.app).call('POST', '/admin/auth/set-password', { token, password: STAFF_PASSWORD });
    expect(set.json().result).toEqual({ email });
  });

  it('refuses an unknown token and one past its 24 hours with one answer', async () => {
    const unknown = await staffBrowser(t.app).call('POST', '/admin/auth/set-password', {
      token: 'abcdefghijklmnopqrstuvwx',
      password: STAFF_PASSWORD,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_LINK');

    const { token } = await newLink();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000 + 60_000);
    const expired = await staffBrowser(t.app).call('POST', '/admin/auth/set-password', { token, password: STAFF_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ status: 'error', code: 'INVALID_LINK', message: 'This link is used or has expired' });
  });

  it('records the password being set in the audit log, by the account itself', async () => {
    const { email, token } = await newLink();
    await staffBrowser(t.app, '10.9.8.7').call('POST', '/admin/auth/set-password', { token, password: STAFF_PASSWORD });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'staff.password-set' and ${auditLog.staffEmail} = ${email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ address: '10.9.8.7', targetType: 'staff' });
    expect(rows[0]!.staffId).toBe(rows[0]!.targetId);
  });
});
