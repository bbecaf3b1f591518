import type { Result } from '@store/core';
import type { StaffReturnWire } from '@store/core/back-office/return-wire';
import type { Deps } from '../../context';
import { moveReturn, type ReturnStaff } from './move-return';

/** POST /admin/returns/{id}/refuse: a requested return is refused with a reason, which the shopper's email gives. */
export function refuseReturn(
  deps: Pick<Deps, 'db' | 'now' | 'wakeJobs'>,
  staff: ReturnStaff,
  input: { id: string; reason: string },
): Promise<Result<{ return: StaffReturnWire }>> {
  return moveReturn(deps, staff, {
    id: input.id,
    to: 'refused',
    action: 'return.refuse',
    need: 'Only a requested return can be refused',
    set: { refusedReason: input.reason.trim() },
    email: 'refused',
  });
}
