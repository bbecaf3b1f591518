import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn, STAFF_PASSWORD, staffBrowser, type StaffBrowser } from './support/staff';
import { withTwoFactor } from './support/staff-two-factor';
import { auditLog, staffSessions, staffTwoFactors } from '../src/db/schema';
import type { StaffMember } from '../src/staff/staff-member';

let t: TestApp;
let owner: StaffMember;
let ownerBrowser: StaffBrowser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await makeStaff(t.db, { role: 'owner' });
  ownerBrowser = await signedIn(t.app, owner);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new staff passphrase 9';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const auditOf = async (targetId: string) =>
  (
    await t.db
      .select({ action: auditLog.action, staffId: auditLog.staffId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(sql`${auditLog.targetId} = ${targetId}`)
      .orderBy(auditLog.id)
  ).filter((row) => row.action !== 'staff.sign-in');

const signIn = (email: string, password: string) => staffBrowser(t.app).call('POST', '/admin/auth/sign-in', { email, password });

describe('an owner manages staff', () => {
  it('adds a support member and hands over a one-time link; the member sets a password and signs in', async () => {
    const email = `New.Member-${Date.now()}@Staff.Example.com`;
    const res = await ownerBrowser.call('POST', '/admin/staff', {
      email,
      name: 'New Member',
      role: 'support',
      brands: ['plume', 'nestwood'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { account, link } = res.json().result;
    expect(account).toMatchObject({
      email: email.toLowerCase(),
      name: 'New Member',
      role: 'support',
      brands: ['plume', 'nestwood'],
      twoFactorEnabled: false,
      disabled: false,
      lastSignInAt: null,
    });
    expect(link).toMatch(/^http:\/\/localhost:3001\/set-password\?token=[\w-]+$/);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(401);

    const set = await staffBrowser(t.app).call('POST', '/admin/auth/set-password', {
      token: tokenOf(link),
      password: NEW_PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    const again = await staffBrowser(t.app).call('POST', '/admin/auth/set-password', {
      token: tokenOf(link),
      password: NEW_PASSWORD,
    });
    expect([again.statusCode, again.json().code]).toEqual([400, 'INVALID_LINK']);
    const signedInNow = await signIn(email, NEW_PASSWORD);
    expect(signedInNow.json().result).toMatchObject({ twoFactorRequired: false, staff: { role: 'support' } });

    const list = (await ownerBrowser.call('GET', '/admin/staff')).json().result.accounts;
    const listed = list.find((row: { id: string }) => row.id === account.id);
    expect(listed.lastSignInAt).toEqual(expect.any(String));
    expect(list[0]).toMatchObject({ id: owner.id, role: 'owner', brands: 'all' });
    expect(Object.keys(listed).sort()).toEqual(
      ['brands', 'createdAt', 'disabled', 'email', 'id', 'lastSignInAt', 'name', 'role', 'twoFactorEnabled'].sort(),
    );
    expect(await auditOf(account.id)).toEqual([
      {
        action: 'staff.add',
        staffId: owner.id,
        before: null,
        after: { email: email.toLowerCase(), role: 'support', brands: ['plume', 'nestwood'] },
      },
      { action: 'staff.password-set', staffId: account.id, before: null, after: null },
    ]);
  });

  it('changes a role and brands; the member has them at the next request; audited before and after', async () => {
    const member = await makeStaff(t.db, { role: 'support', brands: ['plume'] });
    const browser = await signedIn(t.app, member);
    const res = await ownerBrowser.call('PUT', `/admin/staff/${member.id}`, { role: 'manager', brands: ['arbor', 'plume'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ role: 'manager', brands: ['arbor', 'plume'] });
    expect((await browser.call('GET', '/admin/auth/me')).json().result).toMatchObject({
      role: 'manager',
      brands: ['arbor', 'plume'],
    });
    await ownerBrowser.call('PUT', `/admin/staff/${member.id}`, { role: 'manager', brands: 'all' });
    expect(await auditOf(member.id)).toEqual([
      expect.objectContaining({ action: 'staff.add' }),
      {
        action: 'staff.update',
        staffId: owner.id,
        before: { role: 'support', brands: ['plume'] },
        after: { role: 'manager', brands: ['arbor', 'plume'] },
      },
      {
        action: 'staff.update',
        staffId: owner.id,
        before: { role: 'manager', brands: ['arbor', 'plume'] },
        after: { role: 'manager', brands: 'all' },
      },
    ]);
  });

  it('disables a member: their next request is 401, their sessions are gone, they cannot sign in; enabling lets them back', async () => {
    const member = await makeStaff(t.db, { role: 'manager', brands: ['nestwood'] });
    const browser = await signedIn(t.app, member);
    const res = await ownerBrowser.call('POST', `/admin/staff/${member.id}/disable`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.disabled).toBe(true);
    expect((await browser.call('GET', '/admin/orders')).statusCode).toBe(401);
    expect(await t.db.select().from(staffSessions).where(eq(staffSessions.userId, member.id))).toEqual([]);
    expect((await signIn(member.email, STAFF_PASSWORD)).statusCode).toBe(401);
    // Again: nothing to do, nothing recorded.
    expect((await ownerBrowser.call('POST', `/admin/staff/${member.id}/disable`)).statusCode).toBe(200);

    const enabled = await ownerBrowser.call('POST', `/admin/staff/${member.id}/enable`);
    expect(enabled.json().result.disabled).toBe(false);
    expect((await signIn(member.email, STAFF_PASSWORD)).statusCode).toBe(200);
    expect((await auditOf(member.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['staff.add', null, expect.anything()],
      ['staff.disable', { disabled: false }, { disabled: true }],
      ['staff.enable', { disabled: true }, { disabled: false }],
    ]);
  });

  it('resets two-factor for a lost authenticator: sessions end, the password alone signs in, setup starts again', async () => {
    const member = await makeStaff(t.db, { role: 'support', brands: ['plume'] });
    const { browser } = await withTwoFactor(t.app, member);
    expect((await signIn(member.email, STAFF_PASSWORD)).json().result.twoFactorRequired).toBe(true);

    const res = await ownerBrowser.call('POST', `/admin/staff/${member.id}/reset-two-factor`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.twoFactorEnabled).toBe(false);
    expect((await browser.call('GET', '/admin/auth/me')).statusCode).toBe(401);
    expect(await t.db.select().from(staffTwoFactors).where(eq(staffTwoFactors.userId, member.id))).toEqual([]);

    const again = staffBrowser(t.app);
    const signed = await again.call('POST', '/admin/auth/sign-in', { email: member.email, password: STAFF_PASSWORD });
    expect(signed.json().result).toMatchObject({ twoFactorRequired: false, staff: { twoFactorEnabled: false } });
    expect((await again.call('POST', '/admin/auth/two-factor/setup', { password: STAFF_PASSWORD })).statusCode).toBe(200);
    expect((await auditOf(member.id)).map((row) => [row.action, row.staffId, row.before, row.after])).toContainEqual([
      'staff.two-factor-reset',
      owner.id,
      { twoFactorEnabled: true },
      { twoFactorEnabled: false },
    ]);
  });

  it('makes a new set-password link that works once and ends the sessions it replaces', async () => {
    const member = await makeStaff(t.db, { role: 'support', brands: ['plume'] });
    const browser = await signedIn(t.app, member);
    const res = await ownerBrowser.call('POST', `/admin/staff/${member.id}/password-link`);
    expect(res.statusCode, res.body).toBe(200);
    const token = tokenOf(res.json().result.link);
    const body = { token, password: NEW_PASSWORD };
    expect((await staffBrowser(t.app).call('POST', '/admin/auth/set-password', body)).statusCode).toBe(200);
    expect((await staffBrowser(t.app).call('POST', '/admin/auth/set-password', body)).statusCode).toBe(400);
    expect((await browser.call('GET', '/admin/auth/me')).statusCode).toBe(401);
    expect((await signIn(member.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await auditOf(member.id)).map((row) => row.action)).toEqual([
      'staff.add',
      'staff.password-link',
      'staff.password-set',
    ]);
  });

  it('refuses a link for a disabled account (409) and any change to an unknown account (404)', async () => {
    const member = await makeStaff(t.db, { role: 'support', brands: ['plume'] });
    await ownerBrowser.call('POST', `/admin/staff/${member.id}/disable`);
    const link = await ownerBrowser.call('POST', `/admin/staff/${member.id}/password-link`);
    expect([link.statusCode, link.json().message]).toEqual([
      409,
      `${member.email} is disabled: enable the account before making a link`,
    ]);
    const unknown = 'x'.repeat(24);
    for (const [method, url, payload] of [
      ['PUT', `/admin/staff/${unknown}`, { role: 'support', brands: 'all' }],
      ['POST', `/admin/staff/${unknown}/disable`, undefined],
      ['POST', `/admin/staff/${unknown}/enable`, undefined],
      ['POST', `/admin/staff/${unknown}/reset-two-factor`, undefined],
      ['POST', `/admin/staff/${unknown}/password-link`, undefined],
    ] as const) {
      const res = await ownerBrowser.call(method, url, payload);
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { status: 'error', code: 'NOT_FOUND', message: 'Staff account not found' },
      ]);
    }
  });

  it('refuses an unknown role or brand, no brand, and an email that has an account', async () => {
    const cases = [
      [
        { email: 'a1@staff.example.com', role: 'admin', brands: 'all' },
        400,
        'Unknown role admin: use one of owner, manager, support',
      ],
      [{ email: 'a2@staff.example.com', role: 'support', brands: ['acme'] }, 400, 'Unknown brand acme: use brand keys or all'],
      [{ email: 'a3@staff.example.com', role: 'support', brands: [] }, 400, 'A staff account needs at least one brand, or all'],
      [{ email: owner.email.toUpperCase(), role: 'support', brands: 'all' }, 409, `${owner.email} already has a staff account`],
    ] as const;
    for (const [body, status, message] of cases) {
      const res = await ownerBrowser.call('POST', '/admin/staff', body);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    const member = await makeStaff(t.db, { role: 'support', brands: ['plume'] });
    const put = await ownerBrowser.call('PUT', `/admin/staff/${member.id}`, { role: 'boss', brands: ['plume'] });
    expect([put.statusCode, put.json().message]).toEqual([400, 'Unknown role boss: use one of owner, manager, support']);
  });

  it('answers odd bytes with a 4xx, never a 5xx', async () => {
    const bodies = [
      { email: 'x\u0000@staff.example.com', role: 'support', brands: 'all' },
      { email: 'not an email', role: 'support', brands: 'all' },
      { email: 'ok@staff.example.com', name: '\u202e\ud800', role: 'support', brands: 'all' },
      { email: 'ok@staff.example.com', role: ['owner'], brands: 'all' },
      { email: 'ok@staff.example.com', role: 'support', brands: 'every' },
      { email: 'ok@staff.example.com', role: 'support', brands: Array.from({ length: 500 }, () => 'plume') },
      { email: 'e'.repeat(5000), role: 'support', brands: 'all' },
      'not json at all',
    ];
    for (const body of bodies) {
      const res = await ownerBrowser.call('POST', '/admin/staff', body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const id of ['%00', '%F0%9F%92%A9', 'a'.repeat(300), '..%2F..', "' or 1=1 --"]) {
      const res = await ownerBrowser.call('POST', `/admin/staff/${id}/disable`);
      expect(res.statusCode, `${id} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('is for owners only: a manager and support are refused (403) and change nothing', async () => {
    const target = await makeStaff(t.db, { role: 'support', brands: ['plume'] });
    for (const role of ['manager', 'support'] as const) {
      const browser = await signedIn(t.app, await makeStaff(t.db, { role, brands: 'all' }));
      for (const [method, url, payload] of [
        ['GET', '/admin/staff', undefined],
        ['POST', '/admin/staff', { email: `${role}-made@staff.example.com`, role: 'owner', brands: 'all' }],
        ['PUT', `/admin/staff/${target.id}`, { role: 'owner', brands: 'all' }],
        ['POST', `/admin/staff/${target.id}/disable`, undefined],
        ['POST', `/admin/staff/${target.id}/password-link`, undefined],
      ] as const) {
        const res = await browser.call(method, url, payload);
        expect([res.statusCode, res.json().message]).toEqual([403, 'Your role does not allow this']);
      }
    }
    expect((await auditOf(target.id)).map((row) => row.action)).toEqual(['staff.add']);
  });
});

describe('an owner manages only the accounts within their own brands', () => {
  const GRANT_REFUSED = { status: 'error', code: 'FORBIDDEN', message: 'You can grant only your own brands' };
  const NOT_FOUND = { status: 'error', code: 'NOT_FOUND', message: 'Staff account not found' };
  const actionsOn = (id: string) =>
    [
      ['PUT', `/admin/staff/${id}`, { role: 'support', brands: ['nestwood'] }],
      ['POST', `/admin/staff/${id}/disable`, undefined],
      ['POST', `/admin/staff/${id}/enable`, undefined],
      ['POST', `/admin/staff/${id}/reset-two-factor`, undefined],
      ['POST', `/admin/staff/${id}/password-link`, undefined],
    ] as const;
  const listedIds = async (browser: StaffBrowser) =>
    (await browser.call('GET', '/admin/staff')).json().result.accounts.map((row: { id: string }) => row.id);

  let scoped: StaffMember;
  let scopedBrowser: StaffBrowser;
  beforeAll(async () => {
    scoped = await makeStaff(t.db, { role: 'owner', brands: ['nestwood'] });
    scopedBrowser = await signedIn(t.app, scoped);
  });

  it('a nestwood-only owner grants nestwood only: an account on all brands, plume or more is refused (403)', async () => {
    for (const brands of ['all', ['plume'], ['nestwood', 'plume']]) {
      const email = `reach-${randomUUID()}@staff.example.com`;
      const res = await scopedBrowser.call('POST', '/admin/staff', { email, role: 'owner', brands });
      expect([res.statusCode, res.json()], JSON.stringify(brands)).toEqual([403, GRANT_REFUSED]);
      expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(401);
    }
    const made = await scopedBrowser.call('POST', '/admin/staff', {
      email: `nest-${randomUUID()}@staff.example.com`,
      role: 'owner',
      brands: ['nestwood'],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().result.account).toMatchObject({ role: 'owner', brands: ['nestwood'] });

    const member = made.json().result.account.id;
    for (const brands of ['all', ['plume']]) {
      const widen = await scopedBrowser.call('PUT', `/admin/staff/${member}`, { role: 'owner', brands });
      expect([widen.statusCode, widen.json()]).toEqual([403, GRANT_REFUSED]);
      const self = await scopedBrowser.call('PUT', `/admin/staff/${scoped.id}`, { role: 'owner', brands });
      expect([self.statusCode, self.json()]).toEqual([403, GRANT_REFUSED]);
    }
    expect(await listedIds(scopedBrowser)).toEqual(expect.arrayContaining([scoped.id, member]));
  });

  it('a nestwood-only owner neither sees nor touches an account reaching further (404 as if missing), and changes nothing', async () => {
    const allBrands = await makeStaff(t.db, { role: 'owner' });
    const wider = await makeStaff(t.db, { role: 'support', brands: ['nestwood', 'plume'] });
    for (const target of [owner, allBrands, wider])
      for (const [method, url, payload] of actionsOn(target.id)) {
        const res = await scopedBrowser.call(method, url, payload);
        expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([404, NOT_FOUND]);
      }
    const listed = await listedIds(scopedBrowser);
    expect(listed).toContain(scoped.id);
    expect(listed).not.toContain(owner.id);
    expect(listed).not.toContain(allBrands.id);
    expect(listed).not.toContain(wider.id);
    expect((await auditOf(allBrands.id)).map((row) => row.action)).toEqual(['staff.add']);
    expect((await auditOf(wider.id)).map((row) => row.action)).toEqual(['staff.add']);
    expect((await ownerBrowser.call('GET', '/admin/auth/me')).statusCode).toBe(200);
  });

  it('the all-brands owner does all of it: grants all brands, sees and manages every account', async () => {
    const made = await ownerBrowser.call('POST', '/admin/staff', {
      email: `all-${randomUUID()}@staff.example.com`,
      role: 'owner',
      brands: 'all',
    });
    expect(made.statusCode, made.body).toBe(200);
    const allBrands = await makeStaff(t.db, { role: 'owner' });
    for (const target of [allBrands, scoped])
      for (const [method, url] of actionsOn(target.id).slice(1)) {
        const res = await ownerBrowser.call(method, url);
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(200);
      }
    const change = await ownerBrowser.call('PUT', `/admin/staff/${allBrands.id}`, { role: 'manager', brands: ['plume'] });
    expect(change.statusCode, change.body).toBe(200);
    expect(await listedIds(ownerBrowser)).toEqual(
      expect.arrayContaining([owner.id, scoped.id, allBrands.id, made.json().result.account.id]),
    );
  });
});

describe('the store always keeps an active owner', () => {
  let solo: TestApp;
  beforeAll(async () => {
    solo = await createTestApp();
  });
  afterAll(() => solo.close());

  it('refuses to demote or disable the only active owner, themself included (409), and allows it once another owner exists', async () => {
    const first = await makeStaff(solo.db, { role: 'owner' });
    const browser = await signedIn(solo.app, first);
    const demote = await browser.call('PUT', `/admin/staff/${first.id}`, { role: 'manager', brands: 'all' });
    expect([demote.statusCode, demote.json()]).toEqual([
      409,
      {
        status: 'error',
        code: 'CONFLICT',
        message: "You are the only active owner: make another account an owner before changing this account's role",
      },
    ]);
    const disable = await browser.call('POST', `/admin/staff/${first.id}/disable`);
    expect([disable.statusCode, disable.json().message]).toEqual([
      409,
      'You are the only active owner: make another account an owner before disabling this account',
    ]);
    // Owner to owner with other brands keeps an owner: allowed.
    expect((await browser.call('PUT', `/admin/staff/${first.id}`, { role: 'owner', brands: ['plume'] })).statusCode).toBe(200);

    // A second owner who is disabled does not count (on plume, so the now plume-only first owner covers them).
    const second = await makeStaff(solo.db, { role: 'owner', brands: ['plume'] });
    expect((await browser.call('POST', `/admin/staff/${second.id}/disable`)).statusCode).toBe(200);
    expect((await browser.call('POST', `/admin/staff/${first.id}/disable`)).statusCode).toBe(409);

    // Enabled again, the second owner is the only one left once the first steps down, and is protected in turn.
    expect((await browser.call('POST', `/admin/staff/${second.id}/enable`)).statusCode).toBe(200);
    const stepDown = await browser.call('PUT', `/admin/staff/${first.id}`, { role: 'manager', brands: ['plume'] });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await browser.call('GET', '/admin/staff')).statusCode).toBe(403);
    const secondBrowser = await signedIn(solo.app, second);
    const last = await secondBrowser.call('PUT', `/admin/staff/${second.id}`, { role: 'support', brands: ['plume'] });
    expect(last.statusCode).toBe(409);
    expect((await secondBrowser.call('POST', `/admin/staff/${first.id}/disable`)).statusCode).toBe(200);
  });
});
