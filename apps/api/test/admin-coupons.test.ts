import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZERO_TOTAL_PAYMENT_TOKEN, type Order, type Product } from '@store/core';
import type { AdminCoupon, CouponDetail, CouponRules } from '@store/core/coupons/coupon-wire';
import { auditLog, couponHolds } from '../src/db/schema';
import { useTestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { orderBody } from './support/orders';
import { pay } from './support/payments';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { staffCouponRules } from './support/factories';
import { signedUpShopper } from './support/accounts';
import { exportCatalog } from '../src/use-cases/catalog/export-catalog';
import { importCatalog } from '../src/use-cases/catalog/import-catalog';

/** The demo nestwood catalogue and coupons: its Pillow is $63.75 (Standard), so 100% off bedding makes a zero total. */
const t = useTestApp({ seed: 'catalog', coupons: 'demo', brands: ['nestwood', 'driftvale'] });

let counter = 0;
const freshCode = (prefix: string) => `${prefix}${++counter}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);

const rules = (over: Partial<CouponRules> = {}): CouponRules =>
  staffCouponRules({ code: freshCode('STAFF'), value: 20, ...over });

async function manager(brands: readonly string[] | 'all' = 'all'): Promise<StaffBrowser> {
  return signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands }));
}

async function create(staff: StaffBrowser, coupon: CouponRules, brand = 'nestwood'): Promise<AdminCoupon> {
  const res = await staff.call('POST', '/admin/coupons', { brand, coupon });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: AdminCoupon }).result;
}

async function pillowLine(s: Shopper) {
  const product = (await s.call('GET', '/products/pillow')).json().result as Product;
  return {
    productID: product.id,
    quantity: 1,
    properties: product.properties.map((p) => ({ name: p.name, value: p.defaultValue })),
  };
}

async function pillowCart(): Promise<Shopper> {
  const s = shopper(t.app);
  expect((await s.call('POST', '/carts/my/items', { items: [await pillowLine(s)] })).statusCode).toBe(200);
  return s;
}

describe('/admin/coupons: who may', () => {
  it('refuses a stranger (401) and support (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/coupons' })).statusCode).toBe(401);
    const support = await signedIn(t.app, await makeStaff(t.db, { role: 'support' }));
    const res = await support.call('POST', '/admin/coupons', { brand: 'nestwood', coupon: rules() });
    expect([res.statusCode, res.json().message]).toEqual([403, 'Your role does not allow this']);
  });

  it('answers a coupon of a brand the manager does not work on as missing (404), and lists none of them', async () => {
    const all = await manager();
    const theirs = await create(all, rules(), 'driftvale');
    const nestwoodOnly = await manager(['nestwood']);
    const path = `/admin/coupons/driftvale/${theirs.rules.code}`;
    expect((await nestwoodOnly.call('GET', path)).statusCode).toBe(404);
    expect((await nestwoodOnly.call('POST', `${path}/pause`, { version: 1 })).statusCode).toBe(404);
    expect((await nestwoodOnly.call('PUT', path, { version: 1, coupon: theirs.rules })).statusCode).toBe(404);
    expect((await nestwoodOnly.call('POST', '/admin/coupons', { brand: 'driftvale', coupon: rules() })).statusCode).toBe(404);
    const listed = (await nestwoodOnly.call('GET', '/admin/coupons')).json().result.coupons as AdminCoupon[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((c) => c.brand === 'nestwood')).toBe(true);
  });
});

describe('/admin/coupons: bad rules are refused (400) with the field and the reason', () => {
  it.each<[string, unknown]>([
    ['a percent over 100', { coupon: rules({ value: 150 }) }],
    ['a negative amount', { coupon: rules({ kind: 'fixed', value: -500 }) }],
    ['a fractional amount', { coupon: rules({ kind: 'fixed', value: 10.5 }) }],
    ['a huge amount', { coupon: rules({ kind: 'fixed', value: 1e300 }) }],
    [
      'an end before the start',
      { coupon: rules({ startsAt: '2030-02-01T00:00:00.000Z', expiresAt: '2030-01-01T00:00:00.000Z' }) },
    ],
    ['a lower-case code', { coupon: rules({ code: 'spring' }) }],
    ['a code with odd bytes', { coupon: rules({ code: 'SPRING\u0000' }) }],
    ['a redemption count from the client', { coupon: { ...rules(), redemptions: 0 } }],
    ['a field the format does not have', { coupon: rules(), status: 'active' }],
    ['an unknown product group', { coupon: { ...rules(), appliesTo: ['yachts'] } }],
  ])('%s', async (_name, body) => {
    const res = await (await manager()).call('POST', '/admin/coupons', { brand: 'nestwood', ...(body as object) });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('names a product the brand does not sell', async () => {
    const res = await (
      await manager()
    ).call('POST', '/admin/coupons', {
      brand: 'nestwood',
      coupon: rules({ products: ['ghost-pillow'] }),
    });
    expect([res.statusCode, res.json().message]).toEqual([400, 'No product with id ghost-pillow in this brand']);
  });
});

describe('/admin/coupons: create, edit, pause, resume, expire', () => {
  it('creates a coupon, refuses the same code again (409), and audits it', async () => {
    const staff = await manager();
    const coupon = rules();
    const created = await create(staff, coupon);
    expect(created).toMatchObject({ brand: 'nestwood', rules: coupon, redemptions: 0, status: 'active', version: 1 });
    const again = await staff.call('POST', '/admin/coupons', { brand: 'nestwood', coupon });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This brand already has a coupon with this code']);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.create'), eq(auditLog.targetId, coupon.code)));
    expect(entry).toMatchObject({ brand: 'nestwood', before: null, after: coupon });
  });

  it('a retry with the same Idempotency-Key answers the first creation again', async () => {
    const staff = await manager();
    const coupon = rules();
    const first = await staff.call(
      'POST',
      '/admin/coupons',
      { brand: 'nestwood', coupon },
      { 'idempotency-key': `k-${coupon.code}` },
    );
    const retry = await staff.call(
      'POST',
      '/admin/coupons',
      { brand: 'nestwood', coupon },
      { 'idempotency-key': `k-${coupon.code}` },
    );
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
  });

  it('edits over the version read; a stale version is a 409; the audit has before and after', async () => {
    const staff = await manager();
    const created = await create(staff, rules());
    const path = `/admin/coupons/nestwood/${created.rules.code}`;
    const edited = await staff.call('PUT', path, { version: 1, coupon: { ...created.rules, value: 25 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({ version: 2, rules: { value: 25 } });
    const stale = await staff.call('PUT', path, { version: 1, coupon: { ...created.rules, value: 30 } });
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      'This coupon was changed by someone else since you opened it: reload it and try again',
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.edit'), eq(auditLog.targetId, created.rules.code)));
    expect(entry).toMatchObject({ before: { value: 20 }, after: { value: 25 } });
  });

  it('pauses, resumes and expires with statuses to match; pausing twice is one change', async () => {
    const staff = await manager();
    const created = await create(staff, rules({ startsAt: '2099-01-01T00:00:00.000Z' }));
    expect(created.status).toBe('scheduled');
    const path = `/admin/coupons/nestwood/${created.rules.code}`;
    const paused = (await staff.call('POST', `${path}/pause`, { version: 1 })).json().result as AdminCoupon;
    expect([paused.status, paused.version]).toEqual(['paused', 2]);
    const twice = (await staff.call('POST', `${path}/pause`, { version: 1 })).json().result as AdminCoupon;
    expect([twice.status, twice.version]).toEqual(['paused', 2]);
    const resumed = (await staff.call('POST', `${path}/resume`, { version: 2 })).json().result as AdminCoupon;
    expect([resumed.status, resumed.version]).toEqual(['scheduled', 3]);
    const expired = (await staff.call('POST', `${path}/expire`, { version: 3 })).json().result as AdminCoupon;
    expect([expired.status, expired.rules.startsAt]).toEqual(['expired', null]);
    const again = await staff.call('POST', `${path}/expire`, { version: 4 });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This coupon has already expired']);
    const listed = (
      await staff.call('GET', `/admin/coupons?brand=nestwood&status=expired&q=${created.rules.code.toLowerCase()}`)
    ).json().result.coupons as AdminCoupon[];
    expect(listed.map((c) => c.rules.code)).toEqual([created.rules.code]);
  });
});

describe('a coupon staff made, in a shopper cart', () => {
  it('applies with its discount, and once paused the cart refuses it with the unknown code message', async () => {
    const staff = await manager();
    const created = await create(staff, rules({ value: 20, appliesTo: ['bedding'] }));
    const s = await pillowCart();
    const before = s.cart(await s.call('GET', '/carts/my'));
    const cart = s.cart(await s.call('PUT', '/carts/my/coupon', { couponCode: created.rules.code.toLowerCase() }));
    // 20% of the $63.75 pillow: $12.75.
    expect(cart.totalDiscount.amount).toBe(1275);
    expect(cart.totalPrice.amount).toBe(before.totalPrice.amount - 1275);
    await staff.call('POST', `/admin/coupons/nestwood/${created.rules.code}/pause`, { version: 1 });
    // The cart holding it drops it when next read; applying it again is refused.
    expect(s.cart(await s.call('GET', '/carts/my')).couponDetails).toBeNull();
    const refused = await s.call('PUT', '/carts/my/coupon', { couponCode: created.rules.code });
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Invalid Coupon Code']);
  });

  it('a coupon that has not started is refused like an unknown code', async () => {
    const created = await create(await manager(), rules({ startsAt: '2099-01-01T00:00:00.000Z' }));
    const s = await pillowCart();
    const refused = await s.call('PUT', '/carts/my/coupon', { couponCode: created.rules.code });
    expect(refused.json().message).toBe('Invalid Coupon Code');
  });

  it('a coupon on a named product takes off that product; full-price-only leaves it alone while it is on sale', async () => {
    const staff = await manager();
    // The demo Pillow sells at $63.75 against a $75.00 list price.
    const named = await create(staff, rules({ value: 10, products: ['pillow'] }));
    const s = await pillowCart();
    expect(s.cart(await s.call('PUT', '/carts/my/coupon', { couponCode: named.rules.code })).totalDiscount.amount).toBe(638);
    const fullPrice = await create(staff, rules({ value: 10, products: ['pillow'], stacking: 'full-price-only' }));
    const refused = await s.call('PUT', '/carts/my/coupon', { couponCode: fullPrice.rules.code });
    expect(refused.json().message).toBe('This coupon does not apply to the items in your cart');
  });

  it('holds a per-shopper limit across carts and two tabs paying at once; the detail lists the paid order', async () => {
    const staff = await manager();
    const created = await create(staff, rules({ value: 100, appliesTo: ['bedding'], maxPerShopper: 1 }));
    const code = created.rules.code;
    const email = `once-${code.toLowerCase()}@example.com`;
    // Two tabs of one shopper: both carts take the code and both orders are placed (nothing is paid yet) ...
    const tabs = await Promise.all([pillowCart(), pillowCart()]);
    const orders: Order[] = [];
    for (const tab of tabs) {
      expect(tab.cart(await tab.call('PUT', '/carts/my/coupon', { couponCode: code })).totalPrice.amount).toBe(0);
      const placed = await tab.call('POST', '/orders', orderBody('nestwood', { email }));
      expect(placed.statusCode, placed.body).toBe(200);
      orders.push((placed.json() as { result: Order }).result);
    }
    // ... and only one of them can be paid with it.
    const paid = await Promise.all(
      tabs.map((tab, i) => pay(t.app, tab, orders[i]!.id, { paymentToken: ZERO_TOTAL_PAYMENT_TOKEN })),
    );
    expect(paid.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(paid.find((r) => r.statusCode === 400)!.json().message).toBe(
      'This coupon has already been used: remove it from your cart to place the order',
    );
    expect(await t.db.select().from(couponHolds).where(eq(couponHolds.code, code))).toHaveLength(1);
    // A later cart of the same shopper (another case of the email) is refused at the order.
    const later = await pillowCart();
    await later.call('PUT', '/carts/my/coupon', { couponCode: code });
    const refused = await later.call('POST', '/orders', orderBody('nestwood', { email: email.toUpperCase() }));
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'This coupon has already been used']);
    // Another shopper still may.
    const other = await pillowCart();
    await other.call('PUT', '/carts/my/coupon', { couponCode: code });
    expect((await other.call('POST', '/orders', orderBody('nestwood', { email: `other-${email}` }))).statusCode).toBe(200);

    const detail = (await staff.call('GET', `/admin/coupons/nestwood/${code}`)).json().result as CouponDetail;
    expect(detail.coupon.redemptions).toBe(1);
    expect(detail.orders).toHaveLength(1);
    expect(detail.orders[0]).toMatchObject({ email, discount: 6375, currency: 'USD' });
    // Redeemed: the code itself can no longer change, the rest can.
    const renamed = await staff.call('PUT', `/admin/coupons/nestwood/${code}`, {
      version: 1,
      coupon: { ...created.rules, code: 'RENAMED1' },
    });
    expect([renamed.statusCode, renamed.json().message]).toEqual([
      409,
      'This coupon has been used in an order: its code can no longer change',
    ]);
  });
});

describe('a per-shopper limit follows a signed-in account', () => {
  it('refuses the account a second use under another email', async () => {
    const created = await create(await manager(), rules({ value: 100, appliesTo: ['bedding'], maxPerShopper: 1 }));
    const account = await signedUpShopper(t);
    const s = account.shopper;
    const order = async (email: string) => {
      expect((await s.call('POST', '/carts/my/items', { items: [await pillowLine(s)] })).statusCode).toBe(200);
      expect(s.cart(await s.call('PUT', '/carts/my/coupon', { couponCode: created.rules.code })).totalPrice.amount).toBe(0);
      return s.call('POST', '/orders', orderBody('nestwood', { email }));
    };
    const first = (await order(account.email)).json() as { result: Order };
    expect((await pay(t.app, s, first.result.id, { paymentToken: ZERO_TOTAL_PAYMENT_TOKEN })).statusCode).toBe(200);
    const second = await order(`elsewhere-${account.email}`);
    expect([second.statusCode, second.json().message]).toEqual([400, 'This coupon has already been used']);
  });
});

describe('a coupon staff made, in the catalogue file', () => {
  it('exports with every rule, imports back as no change, and an import that changes it makes a staff edit stale', async () => {
    const staff = await manager();
    const coupon = rules({
      kind: 'fixed',
      value: 2500,
      products: ['pillow'],
      startsAt: '2030-01-01T00:00:00.000Z',
      expiresAt: '2030-02-01T00:00:00.000Z',
      maxPerShopper: 2,
      stacking: 'full-price-only',
    });
    await create(staff, coupon);
    const exported = await exportCatalog(t.db, 'nestwood', ['coupons']);
    const file = JSON.parse(exported) as { coupons: CouponRules[] };
    expect(file.coupons.find((c) => c.code === coupon.code)).toEqual(coupon);
    const again = await importCatalog(t.db, [{ name: 'nestwood.json', data: file }]);
    expect(again.ok && again.applied).toBe(false);
    expect(await exportCatalog(t.db, 'nestwood', ['coupons'])).toBe(exported);

    const changed = { ...file, coupons: file.coupons.map((c) => (c.code === coupon.code ? { ...c, value: 3000 } : c)) };
    expect((await importCatalog(t.db, [{ name: 'nestwood.json', data: changed }])).ok).toBe(true);
    const stale = await staff.call('PUT', `/admin/coupons/nestwood/${coupon.code}`, {
      version: 1,
      coupon: { ...coupon, value: 3500 },
    });
    expect(stale.statusCode).toBe(409);
    const detail = (await staff.call('GET', `/admin/coupons/nestwood/${coupon.code}`)).json().result as CouponDetail;
    expect([detail.coupon.version, detail.coupon.rules.value]).toEqual([2, 3000]);
  });
});
