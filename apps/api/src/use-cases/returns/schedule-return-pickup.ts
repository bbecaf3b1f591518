import { err, type Result } from '@store/core';
import type { StaffReturnWire } from '@store/core/back-office/return-wire';
import type { Deps } from '../../context';
import { moveReturn, type ReturnStaff } from './move-return';

export const PICKUP_IN_THE_PAST = 'Choose a pick-up day from today on';

/**
 * POST /admin/returns/{id}/pickup: the day the carrier collects an approved return (or a new day for one already
 * scheduled), never a day before today (UTC, the day of the rule's trial dates); the shopper is emailed the day.
 */
export async function scheduleReturnPickup(
  deps: Pick<Deps, 'db' | 'now' | 'wakeJobs'>,
  staff: ReturnStaff,
  input: { id: string; date: string },
): Promise<Result<{ return: StaffReturnWire }>> {
  const today = deps.now().toISOString().slice(0, 10);
  if (input.date < today) return err('BAD_REQUEST', PICKUP_IN_THE_PAST);
  return moveReturn(deps, staff, {
    id: input.id,
    to: 'pickup_scheduled',
    action: 'return.pickup',
    need: 'Only an approved return can get a pick-up day',
    set: { pickupDate: input.date },
    email: 'pickup',
  });
}
