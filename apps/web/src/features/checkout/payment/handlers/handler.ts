import type { PaymentProvider } from '@store/core/enums';
import type { Order } from '../../../../lib/api/orders';
import type { PaymentOutcome, PlaceOrderDeps } from '../place-order';

/**
 * Payment: what a provider's client handler is given once the order exists. Express providers receive their
 * name and the express flag (their errors return to the saved fallback step, not billing).
 */
export interface PaymentHandlerInput {
  provider: PaymentProvider;
  express: boolean;
  order: Order;
  /** What billing produced for this provider (a card token, the wallet session id, a sheet's token), if anything. */
  paymentToken: string | null;
  deps: Pick<PlaceOrderDeps, 'payOrder'>;
}

/** A provider's client handler: pays the created order, or sends the shopper to the provider's page. */
export interface PaymentHandler {
  pay(input: PaymentHandlerInput): Promise<PaymentOutcome>;
}
