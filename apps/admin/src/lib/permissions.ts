import type { StaffPermission } from '@store/core/back-office/staff-roles';
import { BRAND_KEYS } from '@store/core/brands';
import type { StaffMe } from './api/types';

/** Whether the signed-in member holds a permission (to hide what they cannot use; the API checks it anyway). */
export const may = (me: StaffMe, permission: StaffPermission): boolean => me.permissions.includes(permission);

/** The brands a member can pick in the brand switcher: their own, or every brand for 'all'. */
export const switchableBrands = (me: StaffMe): readonly string[] => (me.brands === 'all' ? BRAND_KEYS : me.brands);

/** The order actions the API allows right now that the member's role allows too, in a fixed order. */
const ACTION_PERMISSIONS = {
  refund: 'orders.refund',
  cancel: 'orders.cancel',
  ship: 'orders.ship',
  'edit-address': 'orders.edit-address',
  'resend-email': 'orders.resend-email',
} as const satisfies Record<string, StaffPermission>;

export type OrderActionName = keyof typeof ACTION_PERMISSIONS;

export function visibleOrderActions(me: StaffMe, allowedActions: readonly string[]): OrderActionName[] {
  return (Object.keys(ACTION_PERMISSIONS) as OrderActionName[]).filter(
    (action) => allowedActions.includes(action) && may(me, ACTION_PERMISSIONS[action]),
  );
}
