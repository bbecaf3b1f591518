import { RETURN_TRANSITIONS, canMove, type ReturnStatus } from '@store/core/back-office/order-states';
import type { StaffPermission } from '@store/core/back-office/staff-roles';

export type ReturnAction = 'approve' | 'refuse' | 'pickup' | 'receive' | 'refund';

/** Each action, the state it moves a return to, and the permission it needs. */
const ACTIONS: ReadonlyArray<{ action: ReturnAction; to: ReturnStatus; needs: StaffPermission }> = [
  { action: 'approve', to: 'approved', needs: 'returns.decide' },
  { action: 'refuse', to: 'refused', needs: 'returns.decide' },
  { action: 'pickup', to: 'pickup_scheduled', needs: 'returns.decide' },
  { action: 'receive', to: 'received', needs: 'returns.decide' },
  { action: 'refund', to: 'refunded', needs: 'returns.refund' },
];

/** The actions offered on a return: the moves core's return table allows from its state, for the member's permissions. */
export function returnActions(status: ReturnStatus, permissions: readonly string[]): ReturnAction[] {
  return ACTIONS.filter(({ to, needs }) => canMove(RETURN_TRANSITIONS, status, to) && permissions.includes(needs)).map(
    ({ action }) => action,
  );
}
