import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn } from './support/staff';
import { recordAudit } from '../src/staff/audit';

let t: TestApp;
const system = { staffId: null, staffEmail: 'tester', address: '10.0.0.9' };

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 1; i <= 5; i += 1)
    await recordAudit(t.db, system, {
      action: 'order.refund',
      brand: 'nestwood',
      targetType: 'order',
      targetId: `n${i}`,
      before: { refunded: 0 },
      after: { refunded: i * 100 },
    });
  await recordAudit(t.db, system, { action: 'order.cancel', brand: 'plume', targetType: 'order', targetId: 'p1' });
});
afterAll(() => t.close());

describe('GET /admin/audit', () => {
  it('lists newest first in keyset pages with before and after', async () => {
    const owner = await makeStaff(t.db, { role: 'owner' });
    const browser = await signedIn(t.app, owner);
    const first = (await browser.call('GET', '/admin/audit?action=order.refund&limit=2')).json().result;
    expect(first.entries.map((e: { targetId: string }) => e.targetId)).toEqual(['n5', 'n4']);
    expect(first.entries[0]).toMatchObject({
      staffEmail: 'tester',
      address: '10.0.0.9',
      before: { refunded: 0 },
      after: { refunded: 500 },
    });
    const second = (await browser.call('GET', `/admin/audit?action=order.refund&limit=2&cursor=${first.nextCursor}`)).json()
      .result;
    expect(second.entries.map((e: { targetId: string }) => e.targetId)).toEqual(['n3', 'n2']);
    const third = (await browser.call('GET', `/admin/audit?action=order.refund&limit=2&cursor=${second.nextCursor}`)).json()
      .result;
    expect(third).toMatchObject({ entries: [{ targetId: 'n1' }], nextCursor: null });
  });

  it('shows a member only their brands, and entries about no brand only to those who manage staff', async () => {
    const manager = await makeStaff(t.db, { role: 'manager', brands: ['plume'] });
    const browser = await signedIn(t.app, manager);
    const entries = (await browser.call('GET', '/admin/audit')).json().result.entries as Array<{ brand: string | null }>;
    expect(new Set(entries.map((e) => e.brand))).toEqual(new Set(['plume']));
    const owner = await signedIn(t.app, await makeStaff(t.db, { role: 'owner' }));
    const all = (await owner.call('GET', '/admin/audit?limit=200')).json().result.entries as Array<{ action: string }>;
    expect(all.some((e) => e.action === 'staff.sign-in')).toBe(true);
  });

  it('filters by person (part of an email), brand and days', async () => {
    const owner = await signedIn(t.app, await makeStaff(t.db, { role: 'owner', email: 'filter-owner@staff.example.com' }));
    const mine = (await owner.call('GET', '/admin/audit?staff=FILTER-owner')).json().result.entries as Array<{
      staffEmail: string;
    }>;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.staffEmail === 'filter-owner@staff.example.com')).toBe(true);
    expect((await owner.call('GET', '/admin/audit?brand=plume')).json().result.entries).toHaveLength(1);
    expect((await owner.call('GET', '/admin/audit?from=2001-01-01&to=2001-01-02')).json().result.entries).toEqual([]);
    expect((await owner.call('GET', '/admin/audit?staff=%25')).json().result.entries).toEqual([]);
  });

  it('refuses support (403), bad dates and cursors (400), and answers no 5xx for odd input', async () => {
    const support = await signedIn(t.app, await makeStaff(t.db, { role: 'support' }));
    expect((await support.call('GET', '/admin/audit')).statusCode).toBe(403);
    const owner = await signedIn(t.app, await makeStaff(t.db, { role: 'owner' }));
    for (const query of [
      'from=2026-13-45',
      'cursor=%00%FF',
      'cursor=bm9wZQ',
      'limit=0',
      'limit=201',
      'brand=acme',
      'staff=%F0%9F%98%80%00',
    ])
      expect((await owner.call('GET', `/admin/audit?${query}`)).statusCode, query).toBeLessThan(500);
    expect((await owner.call('GET', '/admin/audit?cursor=bm9wZQ')).json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await owner.call('GET', '/admin/audit?limit=0')).statusCode).toBe(400);
    expect((await owner.call('GET', '/admin/audit?to=2026-02-31')).statusCode).toBe(400);
  });
});
