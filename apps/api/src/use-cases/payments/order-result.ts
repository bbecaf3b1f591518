import type { Order } from '@store/core';

/** What POST /orders/{id}/payment answers on success (with a top-level message beside the result). */
export interface PaymentAnswer {
  paymentStatus: 'succeeded' | 'requires_action';
  redirectUrl?: string;
  order: Order;
}
