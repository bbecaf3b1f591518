import type { FulfillmentStatus, OrderPaymentStatus, OrderStatus } from './order-states';
import { canMove, ORDER_TRANSITIONS } from './order-states';
import { roleMay, type StaffPermission, type StaffRole } from './staff-roles';

/** What staff may do to an order from its page; the staff application shows a button only for the allowed ones. */
export const ORDER_ACTIONS = ['refund', 'cancel', 'ship', 'edit-address', 'resend-email', 'open-return'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The permission each action needs (staff-roles.ts). */
export const ORDER_ACTION_PERMISSIONS: { readonly [A in OrderAction]: StaffPermission } = {
  refund: 'orders.refund',
  cancel: 'orders.cancel',
  ship: 'orders.ship',
  'edit-address': 'orders.edit-address',
  'resend-email': 'orders.resend-email',
  'open-return': 'returns.open',
};

/** The order's states and what is left of it, as the actions read them. */
export interface OrderActionFacts {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  /** Minor units that may still be refunded (core orderTotals). */
  refundable: number;
  /** Units of goods not shipped yet. */
  unshipped: number;
  /** Units that may be sent back on their trial (core orderLineQuantities). */
  returnable: number;
}

/** The shipping address may be corrected until something ships, and never on a cancelled order. */
export function addressEditable(order: Pick<OrderActionFacts, 'status' | 'fulfillmentStatus'>): boolean {
  return order.status !== 'cancelled' && order.fulfillmentStatus === 'unfulfilled';
}

/** The confirmation is the email of a paid order: only a paid (and not cancelled) order has one to send again. */
export function confirmationResendable(order: Pick<OrderActionFacts, 'status'>): boolean {
  return order.status === 'paid';
}

/** Whether the order's states allow the action, whoever asks. */
function statesAllow(action: OrderAction, facts: OrderActionFacts): boolean {
  const captured = facts.paymentStatus === 'paid' || facts.paymentStatus === 'partially_refunded';
  switch (action) {
    case 'refund':
      return captured && facts.refundable > 0;
    case 'cancel':
      // Unpaid and given up, or paid and refunded in full before anything shipped (ORDER_TRANSITIONS).
      return facts.fulfillmentStatus === 'unfulfilled' && canMove(ORDER_TRANSITIONS, facts.status, 'cancelled');
    case 'ship':
      return facts.status === 'paid' && captured && facts.unshipped > 0;
    case 'edit-address':
      return addressEditable(facts);
    case 'resend-email':
      return confirmationResendable(facts);
    case 'open-return':
      return facts.returnable > 0;
  }
}

/** The actions a staff member may take on an order now: allowed by the order's states and by their role. */
export function allowedOrderActions(facts: OrderActionFacts, role: StaffRole): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => roleMay(role, ORDER_ACTION_PERMISSIONS[action]) && statesAllow(action, facts));
}
