import type { Result } from '@store/core';
import type { StaffReturnWire } from '@store/core/back-office/return-wire';
import type { Deps } from '../../context';
import { moveReturn, type ReturnStaff } from './move-return';

/** POST /admin/returns/{id}/approve: a requested return is accepted; the shopper is told what happens next. */
export function approveReturn(
  deps: Pick<Deps, 'db' | 'now' | 'wakeJobs'>,
  staff: ReturnStaff,
  id: string,
): Promise<Result<{ return: StaffReturnWire }>> {
  return moveReturn(deps, staff, {
    id,
    to: 'approved',
    action: 'return.approve',
    need: 'Only a requested return can be approved',
    email: 'approved',
  });
}
