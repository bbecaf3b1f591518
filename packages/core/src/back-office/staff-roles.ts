/**
 * Staff roles and what each may do. The API checks every `/admin` route against this matrix (a hidden button is not
 * a permission), and docs/back-office.md prints it.
 */
export const STAFF_ROLES = ['owner', 'manager', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every action a staff route performs, named by what it touches. */
export const STAFF_PERMISSIONS = [
  'orders.read',
  'customers.read',
  'orders.resend-email',
  'orders.edit-address',
  'orders.cancel',
  'orders.refund',
  'orders.ship',
  'returns.open',
  'returns.decide',
  'returns.refund',
  'audit.read',
  'staff.manage',
  'catalog.read',
  'catalog.edit',
  'coupons.manage',
  'reviews.moderate',
  'experiments.manage',
  'dashboard.read',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * `owner`: everything, and manages staff. `manager`: orders, refunds, returns and shipping, and what is sold (the
 * catalogue, photos, prices, coupons, reviews, experiments) and the dashboard. `support`: reads orders, customers and
 * the catalogue, resends emails and opens returns; changes no order, no price and never moves money.
 */
export const ROLE_PERMISSIONS: { readonly [R in StaffRole]: readonly StaffPermission[] } = {
  owner: STAFF_PERMISSIONS,
  manager: STAFF_PERMISSIONS.filter((permission) => permission !== 'staff.manage'),
  support: ['orders.read', 'customers.read', 'orders.resend-email', 'returns.open', 'catalog.read'],
};

/** Whether a role may perform an action. */
export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The brands a staff account works on: a list, or every brand (`'all'`). */
export type StaffBrands = readonly string[] | 'all';

/** Whether a staff account may see a brand's data; a brand outside its scope is treated as not existing (404). */
export function staffSeesBrand(brands: StaffBrands, brand: string): boolean {
  return brands === 'all' || brands.includes(brand);
}

/**
 * Whether an owner whose account works on `actor` brands may manage an account working on `target` brands: an
 * all-brands owner covers every account; a brand-scoped one only accounts on a non-empty list of their own brands
 * (never `'all'`), so no owner can grant, or reach through another account, more than they have.
 */
export function staffCovers(actor: StaffBrands, target: StaffBrands): boolean {
  if (actor === 'all') return true;
  if (target === 'all') return false;
  return target.length > 0 && target.every((brand) => actor.includes(brand));
}
