import type { Result } from '@store/core';
import type { StaffReturnWire } from '@store/core/back-office/return-wire';
import type { Deps } from '../../context';
import { moveReturn, type ReturnStaff } from './move-return';

/** POST /admin/returns/{id}/receive: the product reached the warehouse (with or without a scheduled pick-up). */
export function receiveReturn(
  deps: Pick<Deps, 'db' | 'now' | 'wakeJobs'>,
  staff: ReturnStaff,
  id: string,
): Promise<Result<{ return: StaffReturnWire }>> {
  return moveReturn(deps, staff, {
    id,
    to: 'received',
    action: 'return.receive',
    need: 'Only an approved return can be marked received',
    set: { receivedAt: deps.now() },
    email: 'received',
  });
}
