import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@store/core/back-office/staff-roles';
import { returnActions } from './return-moves';

const manager = ROLE_PERMISSIONS.manager;

describe('returnActions: the moves of the return table the role may make', () => {
  it.each([
    ['requested', manager, ['approve', 'refuse']],
    ['approved', manager, ['pickup', 'receive']],
    ['pickup_scheduled', manager, ['pickup', 'receive']],
    ['received', manager, ['refund']],
    ['refused', manager, []],
    ['refunded', manager, []],
    ['requested', ROLE_PERMISSIONS.support, []],
    ['received', ['returns.decide'], []],
  ] as const)('%s for %j: %j', (status, permissions, expected) => {
    expect(returnActions(status, permissions)).toEqual(expected);
  });
});
