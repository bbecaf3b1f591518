import type { BrandKey } from '@store/core/brands';
import { orderFulfillmentSchema, type OrderFulfillment } from '@store/core/checkout/order-schema';
import { orderReviewsSchema, type ReviewStatus } from '@store/core/reviews/wire';
import { ApiError } from '../../../lib/api/errors';
import { orderSchema, type Order } from '../../../lib/api/orders';
import { sessionGet, type ShopperHeaders } from '../../../lib/api/session-request';

/** NOT_FOUND, or any 404 (the API's answer for another shopper's order). */
const missing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.code === 'NOT_FOUND');

/** The [orderId] route segment as the id (percent-decoded); a broken escape is null, a 404 like an unknown order. */
export function orderIdFromParam(param: string): string | null {
  try {
    const id = decodeURIComponent(param);
    return id === '' ? null : id;
  } catch {
    return null;
  }
}

export interface OrderPageData {
  order: Order;
  /** null when the fulfilment status could not be read (the page says so). */
  fulfillment: OrderFulfillment | null;
  /** The products already reviewed for this order (empty when that could not be read: the API still refuses a second). */
  reviewed: ReadonlyMap<string, ReviewStatus>;
}

/**
 * /my-account/orders/{orderId} on the server: GET /orders/{id} as the shopper (owner account, the placing session or
 * a look-up grant: the API's check), its fulfilment and the products already reviewed (GET /reviews/orders/{id})
 * beside it. An order this shopper may not read is NOT_FOUND, which is null (the page's 404).
 */
export async function loadOrderPage(brand: BrandKey, orderId: string, shopper: ShopperHeaders): Promise<OrderPageData | null> {
  const path = `/orders/${encodeURIComponent(orderId)}`;
  const fulfillment = sessionGet(brand, `${path}/fulfillment`, orderFulfillmentSchema, shopper).catch((error: unknown) => {
    if (!missing(error)) console.warn('Order fulfilment failed', error);
    return null;
  });
  const reviewed = sessionGet(brand, `/reviews${path}`, orderReviewsSchema, shopper).then(
    (answer) => new Map(answer.reviewed.map((r) => [r.domainKey, r.status])),
    (error: unknown) => {
      if (!missing(error)) console.warn('Order reviews failed', error);
      return new Map<string, ReviewStatus>();
    },
  );
  try {
    const order = await sessionGet(brand, path, orderSchema, shopper);
    return { order, fulfillment: await fulfillment, reviewed: await reviewed };
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}
