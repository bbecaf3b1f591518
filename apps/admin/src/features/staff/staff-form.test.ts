import { describe, expect, it } from 'vitest';
import { accessRequestOf, accessValuesOf, brandsText, newStaffSchema, staffAccessSchema } from './staff-form';

const ORDER = ['nestwood', 'driftvale', 'plume'];

describe('accessRequestOf', () => {
  it.each([
    [
      { role: 'owner', allBrands: true, brands: ['plume'] },
      { role: 'owner', brands: 'all' },
    ],
    [
      { role: 'support', allBrands: false, brands: ['plume', 'nestwood'] },
      { role: 'support', brands: ['nestwood', 'plume'] },
    ],
    [
      { role: 'manager', allBrands: false, brands: ['driftvale'] },
      { role: 'manager', brands: ['driftvale'] },
    ],
  ] as const)('%j -> %j', (values, expected) => {
    expect(accessRequestOf({ ...values, brands: [...values.brands] }, ORDER)).toEqual(expected);
  });
});

describe('accessValuesOf', () => {
  it.each([
    [
      { role: 'owner', brands: 'all' },
      { role: 'owner', allBrands: true, brands: [] },
    ],
    [
      { role: 'support', brands: ['plume'] },
      { role: 'support', allBrands: false, brands: ['plume'] },
    ],
  ] as const)('%j -> %j', (account, expected) => {
    expect(accessValuesOf(account)).toEqual(expected);
  });
});

describe('the forms', () => {
  it.each([
    [{ role: 'support', allBrands: false, brands: [] }, 'Choose at least one brand, or All brands'],
    [{ role: 'support', allBrands: true, brands: [] }, null],
    [{ role: 'boss', allBrands: true, brands: [] }, 'Choose a role'],
  ])('access %j: %s', (values, message) => {
    const parsed = staffAccessSchema.safeParse(values);
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(message);
  });

  it.each([
    [{ email: 'ada@example.com', name: '', role: 'support', allBrands: true, brands: [] }, null],
    [{ email: 'not an email', name: '', role: 'support', allBrands: true, brands: [] }, 'Enter an email address'],
  ])('new account %j: %s', (values, message) => {
    const parsed = newStaffSchema.safeParse(values);
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(message);
  });
});

describe('brandsText', () => {
  it.each([
    ['all', 'All brands'],
    [['nestwood', 'plume'], 'NESTWOOD, PLUME'],
    [[], ''],
  ] as const)('%j -> %s', (brands, expected) => {
    expect(brandsText(brands, (key) => key.toUpperCase())).toBe(expected);
  });
});
