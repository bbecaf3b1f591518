import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type StaffRole } from '@store/core/back-office/staff-roles';
import type { StaffMe } from './api/types';
import { switchableBrands, visibleOrderActions } from './permissions';

const member = (role: StaffRole, brands: StaffMe['brands'] = 'all'): StaffMe => ({
  id: 's1',
  email: 'ana@example.com',
  name: 'Ana',
  role,
  brands,
  permissions: [...ROLE_PERMISSIONS[role]],
  twoFactorEnabled: false,
  twoFactorRequired: false,
});

describe('visibleOrderActions: what the API allows now and the role allows', () => {
  const all = ['resend-email', 'edit-address', 'ship', 'cancel', 'refund'];
  it.each([
    ['owner', all, ['refund', 'cancel', 'ship', 'edit-address', 'resend-email']],
    ['manager', ['refund', 'ship'], ['refund', 'ship']],
    ['support', all, ['resend-email']],
    ['manager', [], []],
    ['owner', ['refund', 'teleport'], ['refund']],
  ] as const)('%s with %j sees %j', (role, allowed, expected) => {
    expect(visibleOrderActions(member(role), allowed)).toEqual(expected);
  });
});

describe('switchableBrands', () => {
  it('a member of some brands picks among them; "all" lists every brand', () => {
    expect(switchableBrands(member('support', ['plume', 'arbor']))).toEqual(['plume', 'arbor']);
    expect(switchableBrands(member('owner'))).toContain('nestwood-ca');
  });
});
