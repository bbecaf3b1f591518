import type { NewOrder, Order, PaymentResult } from '../../../lib/api/orders';
import { GENERIC_ERROR_MESSAGE, userFacingMessage } from '../../../lib/api/errors';
import { PAYMENT_PROVIDER_NOT_FOUND } from '@store/core/checkout/order-rules';
import type { PaymentProvider } from '@store/core/enums';
import { providerFlow } from '@store/core/payments/provider-flows';
import { orderAttemptKey, paymentKey } from './attempt-key';
import type { PaymentHandler } from './handlers/handler';

/** The calls a payment makes, passed in (the orders client in the page, fakes in tests). */
export interface PlaceOrderDeps {
  createOrder(order: NewOrder, idempotencyKey: string): Promise<Order>;
  payOrder(id: string, paymentToken: string, idempotencyKey: string): Promise<PaymentResult>;
  /** Where the attempt's key is kept (sessionStorage in the browser). */
  store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The created order and its id are stored before the payment runs. */
  onOrder(order: Order): void;
  /** The chosen provider's handler, loaded lazily (handlers/registry.ts); null when none exists. */
  loadHandler(provider: PaymentProvider): Promise<PaymentHandler | null>;
}

export type PaymentOutcome =
  { kind: 'paid'; order: Order } | { kind: 'redirect'; url: string } | { kind: 'failed'; message: string };

/** Payment failure: the response message, or 'An error occurred, please try again'. */
export async function payWithToken(
  orderId: string,
  paymentToken: string,
  deps: Pick<PlaceOrderDeps, 'payOrder'>,
  idempotencyKey = paymentKey(orderId, paymentToken),
): Promise<PaymentOutcome> {
  try {
    const paid = await deps.payOrder(orderId, paymentToken, idempotencyKey);
    if (paid.paymentStatus === 'succeeded') return { kind: 'paid', order: paid.order };
    // 3-D Secure or a redirect provider: the shopper approves at the bank and comes back to review (with its return markers).
    if (paid.redirectUrl !== undefined && paid.redirectUrl !== '') return { kind: 'redirect', url: paid.redirectUrl };
    return { kind: 'failed', message: GENERIC_ERROR_MESSAGE };
  } catch (error) {
    return { kind: 'failed', message: userFacingMessage(error) };
  }
}

/**
 * Payment: creates the order (one Idempotency-Key per attempt, so a double click or a reload replays the same
 * order), stores it, then loads the provider's handler, which pays it (one key per order and token, so a repeated pay
 * never charges twice). 'Payment provider not found' when no handler exists.
 * Order creation failure: 'An error occurred, please try again', or the error message.
 */
export async function placeOrder(
  order: NewOrder,
  paymentToken: string | null,
  deps: PlaceOrderDeps,
  cartChoices = '',
): Promise<PaymentOutcome> {
  const provider = order.paymentDetails.billingProvider as PaymentProvider;
  let created: Order;
  try {
    // The key follows the cart too: a cart changed since the last attempt (another tab) places the order again, which
    // re-freezes it, instead of replaying the old order (whose payment the API refuses: the cart no longer matches).
    created = await deps.createOrder(order, orderAttemptKey(deps.store, JSON.stringify({ order, cartChoices })));
  } catch (error) {
    return { kind: 'failed', message: userFacingMessage(error) };
  }
  deps.onOrder(created);
  const handler = await deps.loadHandler(provider).catch(() => null);
  if (handler === null) return { kind: 'failed', message: PAYMENT_PROVIDER_NOT_FOUND };
  return handler.pay({ provider, express: providerFlow(provider).express, order: created, paymentToken, deps });
}
