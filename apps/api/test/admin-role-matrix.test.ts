import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMay, STAFF_ROLES, type StaffPermission, type StaffRole } from '@store/core/back-office/staff-roles';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { routeList } from './support/route-list';

/**
 * Every staff route and the permission it needs, written out by hand: a route added without a row here fails the
 * first test, and a row whose permission changes in the code fails the cell tests below. `null`: any signed-in member
 * (their own account's routes). The sign-in routes are public by nature.
 */
const STAFF_ROUTES: Array<[string, StaffPermission | null]> = [
  ['GET /admin/auth/me', null],
  ['POST /admin/auth/two-factor/setup', null],
  ['POST /admin/auth/two-factor/enable', null],
  ['POST /admin/auth/two-factor/disable', null],
  ['GET /admin/audit', 'audit.read'],
  ['GET /admin/orders', 'orders.read'],
  ['GET /admin/orders/:id', 'orders.read'],
  ['PUT /admin/orders/:id/shipping-address', 'orders.edit-address'],
  ['POST /admin/orders/:id/confirmation-email', 'orders.resend-email'],
  ['POST /admin/orders/:id/refunds', 'orders.refund'],
  ['POST /admin/orders/:id/cancel', 'orders.cancel'],
  ['POST /admin/orders/:id/shipments', 'orders.ship'],
  ['POST /admin/orders/:id/returns', 'returns.open'],
  ['GET /admin/returns', 'orders.read'],
  ['GET /admin/customers', 'customers.read'],
  ['GET /admin/customers/:brand/:email', 'customers.read'],
  ['POST /admin/returns/:id/approve', 'returns.decide'],
  ['POST /admin/returns/:id/refuse', 'returns.decide'],
  ['POST /admin/returns/:id/pickup', 'returns.decide'],
  ['POST /admin/returns/:id/receive', 'returns.decide'],
  ['POST /admin/returns/:id/refund', 'returns.refund'],
  ['GET /admin/staff', 'staff.manage'],
  ['POST /admin/staff', 'staff.manage'],
  ['PUT /admin/staff/:id', 'staff.manage'],
  ['POST /admin/staff/:id/disable', 'staff.manage'],
  ['POST /admin/staff/:id/enable', 'staff.manage'],
  ['POST /admin/staff/:id/reset-two-factor', 'staff.manage'],
  ['POST /admin/staff/:id/password-link', 'staff.manage'],
  ['GET /admin/experiments', 'experiments.manage'],
  ['PUT /admin/experiments/:brand/:name', 'experiments.manage'],
  ['GET /admin/reviews', 'reviews.moderate'],
  ['POST /admin/reviews/:id/approve', 'reviews.moderate'],
  ['POST /admin/reviews/:id/reject', 'reviews.moderate'],
  ['PUT /admin/reviews/:id/reply', 'reviews.moderate'],
  ['DELETE /admin/reviews/:id/reply', 'reviews.moderate'],
  // Product photos.
  ['GET /admin/catalog/products/:brand/:id/photos', 'catalog.read'],
  ['POST /admin/catalog/products/:brand/:id/photos', 'catalog.edit'],
  ['PATCH /admin/catalog/products/:brand/:id/photos/:photoId', 'catalog.edit'],
  ['PUT /admin/catalog/products/:brand/:id/photos/order', 'catalog.edit'],
  ['DELETE /admin/catalog/products/:brand/:id/photos/:photoId', 'catalog.edit'],
  // The catalogue file.
  ['GET /admin/catalog/file', 'catalog.read'],
  ['POST /admin/catalog/file/dry-run', 'catalog.edit'],
  ['POST /admin/catalog/file/apply', 'catalog.edit'],
  // Catalogue editing: products, variants' prices and availability, the price sheet.
  ['GET /admin/catalog/products', 'catalog.read'],
  ['GET /admin/catalog/products/:brand/:id', 'catalog.read'],
  ['PUT /admin/catalog/products/:brand/:id', 'catalog.edit'],
  ['POST /admin/catalog/products/:brand', 'catalog.edit'],
  ['GET /admin/catalog/variants', 'catalog.read'],
  ['PATCH /admin/catalog/variants', 'catalog.edit'],
  ['GET /admin/catalog/variants/csv', 'catalog.read'],
  ['POST /admin/catalog/variants/csv', 'catalog.edit'],
  // Upsell offers and gifts (the catalogue's upsells section).
  ['GET /admin/catalog/upsells', 'catalog.read'],
  ['POST /admin/catalog/upsells/:brand', 'catalog.edit'],
  ['PUT /admin/catalog/upsells/:brand/:name', 'catalog.edit'],
  ['DELETE /admin/catalog/upsells/:brand/:name', 'catalog.edit'],
  ['GET /admin/dashboard', 'dashboard.read'],
  // Coupons.
  ['GET /admin/coupons', 'coupons.manage'],
  ['GET /admin/coupons/:brand/:code', 'coupons.manage'],
  ['POST /admin/coupons', 'coupons.manage'],
  ['PUT /admin/coupons/:brand/:code', 'coupons.manage'],
  ['POST /admin/coupons/:brand/:code/pause', 'coupons.manage'],
  ['POST /admin/coupons/:brand/:code/resume', 'coupons.manage'],
  ['POST /admin/coupons/:brand/:code/expire', 'coupons.manage'],
];
const PUBLIC_STAFF_ROUTES = [
  'POST /admin/auth/sign-in',
  'POST /admin/auth/two-factor',
  'POST /admin/auth/sign-out',
  'POST /admin/auth/set-password',
];
/** The operator's routes (OPERATOR_SECRET, not a staff session) also live under /admin. */
const OPERATOR_ROUTES = ['POST /admin/cache/clear', 'GET /admin/analytics-events'];

let t: TestApp;
const browsers = new Map<StaffRole, StaffBrowser>();

beforeAll(async () => {
  t = await createTestApp({ operatorSecret: 'o'.repeat(40) });
  for (const role of STAFF_ROLES) browsers.set(role, await signedIn(t.app, await makeStaff(t.db, { role, brands: 'all' })));
});
afterAll(() => t.close());

const call = (browser: StaffBrowser | null, route: string) => {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT', string];
  const url = path.replace(':id', 'x'.repeat(24)).replace(':brand', 'nestwood').replace(':email', 'nobody%40example.com');
  // An empty body: a permitted role gets past the guard (then a 400 or 404), a refused one never reaches validation.
  const payload = method === 'GET' ? undefined : {};
  return browser ? browser.call(method, url, payload) : t.app.inject({ method, url, ...(payload ? { payload } : {}) });
};

describe('the staff role matrix, enforced by the API', () => {
  it('lists every /admin route the app serves', () => {
    const served = routeList(t.app).filter((route) => route.split(' ')[1]!.startsWith('/admin'));
    const known = [...STAFF_ROUTES.map(([route]) => route), ...PUBLIC_STAFF_ROUTES, ...OPERATOR_ROUTES];
    expect(served.filter((route) => !known.includes(route))).toEqual([]);
    expect(known.filter((route) => !served.includes(route))).toEqual([]);
  });

  it.each(STAFF_ROUTES)('%s refuses a stranger (401)', async (route) => {
    const res = await call(null, route);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'NOT_SIGNED_IN' });
  });

  const cells = STAFF_ROUTES.flatMap(([route, permission]) =>
    STAFF_ROLES.map((role) => [route, role, permission === null || roleMay(role, permission)] as const),
  );
  it.each(cells)('%s as %s: allowed %s', async (route, role, allowed) => {
    const res = await call(browsers.get(role)!, route);
    if (allowed) expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
    else expect([res.statusCode, res.json().message]).toEqual([403, 'Your role does not allow this']);
    expect(res.statusCode).toBeLessThan(500);
  });
});
