import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '@store/core/back-office/staff-roles';
import type { StaffAccessRequest } from '../../lib/api/staff';

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', manager: 'Manager', support: 'Support' };

/** The access part of the add and edit forms: a role, and every brand or a chosen few (at least one). */
const accessFields = {
  role: z.enum(STAFF_ROLES, { error: 'Choose a role' }),
  allBrands: z.boolean(),
  brands: z.array(z.string()),
};
const needsABrand = (values: { allBrands: boolean; brands: string[] }) => values.allBrands || values.brands.length > 0;
const BRAND_MESSAGE = { message: 'Choose at least one brand, or All brands', path: ['brands'] };

export const staffAccessSchema = z.object(accessFields).refine(needsABrand, BRAND_MESSAGE);
export type StaffAccessValues = z.infer<typeof staffAccessSchema>;

export const newStaffSchema = z
  .object({
    email: z.email({ error: 'Enter an email address' }).max(254, 'At most 254 characters'),
    name: z.string().trim().max(100, 'At most 100 characters'),
    ...accessFields,
  })
  .refine(needsABrand, BRAND_MESSAGE);
export type NewStaffValues = z.infer<typeof newStaffSchema>;

/** The API's role and brands from the form: 'all', or the chosen brands in the order the list shows them. */
export function accessRequestOf(values: StaffAccessValues, brandOrder: readonly string[]): StaffAccessRequest {
  if (values.allBrands) return { role: values.role, brands: 'all' };
  return { role: values.role, brands: brandOrder.filter((brand) => values.brands.includes(brand)) };
}

/** The form's values for an account as it is (the edit dialog starts from them). */
export function accessValuesOf(account: { role: StaffRole; brands: readonly string[] | 'all' }): StaffAccessValues {
  return account.brands === 'all'
    ? { role: account.role, allBrands: true, brands: [] }
    : { role: account.role, allBrands: false, brands: [...account.brands] };
}

/** How a list of brands reads in the table: "All brands", or the names. */
export function brandsText(brands: readonly string[] | 'all', nameOf: (key: string) => string): string {
  return brands === 'all' ? 'All brands' : brands.map(nameOf).join(', ');
}
