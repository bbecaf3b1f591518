import { describe, expect, it } from 'vitest';
import { roleMay, staffCovers, staffSeesBrand, type StaffPermission, type StaffRole } from './staff-roles';

const yes = true;
const no = false;

// The role matrix written out by hand: owner, manager, support.
const MATRIX: Array<[StaffPermission, boolean, boolean, boolean]> = [
  ['orders.read', yes, yes, yes],
  ['customers.read', yes, yes, yes],
  ['orders.resend-email', yes, yes, yes],
  ['returns.open', yes, yes, yes],
  ['orders.edit-address', yes, yes, no],
  ['orders.cancel', yes, yes, no],
  ['orders.refund', yes, yes, no],
  ['orders.ship', yes, yes, no],
  ['returns.decide', yes, yes, no],
  ['returns.refund', yes, yes, no],
  ['audit.read', yes, yes, no],
  ['staff.manage', yes, no, no],
];

describe('the role matrix', () => {
  it.each(MATRIX)('%s: owner %s, manager %s, support %s', (permission, owner, manager, support) => {
    const roles: Array<[StaffRole, boolean]> = [
      ['owner', owner],
      ['manager', manager],
      ['support', support],
    ];
    for (const [role, allowed] of roles) expect(roleMay(role, permission)).toBe(allowed);
  });
});

describe('brand scope', () => {
  it.each([
    ['all', 'plume', true],
    [['nestwood'], 'nestwood', true],
    [['nestwood'], 'plume', false],
    [[], 'nestwood', false],
  ] as const)('%j sees %s: %s', (brands, brand, seen) => {
    expect(staffSeesBrand(brands, brand)).toBe(seen);
  });
});

describe('which accounts an owner covers', () => {
  it.each([
    ['all', 'all', true],
    ['all', ['plume'], true],
    ['all', [], true],
    [['nestwood'], 'all', false],
    [['nestwood'], ['nestwood'], true],
    [['nestwood', 'plume'], ['plume'], true],
    [['nestwood', 'plume'], ['nestwood', 'plume'], true],
    [['nestwood'], ['nestwood', 'plume'], false],
    [['nestwood'], ['plume'], false],
    [['nestwood'], [], false],
    [[], ['nestwood'], false],
  ] as const)('%j covers %j: %s', (actor, target, covered) => {
    expect(staffCovers(actor, target)).toBe(covered);
  });
});
