import { describe, expect, it } from 'vitest';
import { leavesNoActiveOwner, staffAccessOf } from './staff-admin-wire';

describe('staffAccessOf', () => {
  it.each([
    ['owner', 'all', { ok: true, value: { role: 'owner', brands: 'all' } }],
    ['support', ['plume', 'nestwood', 'plume'], { ok: true, value: { role: 'support', brands: ['plume', 'nestwood'] } }],
    ['manager', ['arbor'], { ok: true, value: { role: 'manager', brands: ['arbor'] } }],
    [
      'admin',
      'all',
      { ok: false, error: { code: 'BAD_REQUEST', message: 'Unknown role admin: use one of owner, manager, support' } },
    ],
    [
      'support',
      ['plume', 'acme'],
      { ok: false, error: { code: 'BAD_REQUEST', message: 'Unknown brand acme: use brand keys or all' } },
    ],
    ['manager', [], { ok: false, error: { code: 'BAD_REQUEST', message: 'A staff account needs at least one brand, or all' } }],
  ] as const)('%s with %j', (role, brands, expected) => {
    expect(staffAccessOf(role, brands)).toEqual(expected);
  });
});

describe('leavesNoActiveOwner', () => {
  it.each([
    [['a'], 'a', { role: 'manager', disabled: false }, true],
    [['a'], 'a', { role: 'owner', disabled: true }, true],
    [['a'], 'a', { role: 'owner', disabled: false }, false],
    [['a', 'b'], 'a', { role: 'support', disabled: false }, false],
    [['a', 'b'], 'b', { role: 'owner', disabled: true }, false],
    [['a'], 'c', { role: 'support', disabled: true }, false],
    [[], 'c', { role: 'owner', disabled: false }, false],
  ] as const)('owners %j, change %s to %j: %s', (owners, target, after, expected) => {
    expect(leavesNoActiveOwner(owners, target, after)).toBe(expected);
  });
});
