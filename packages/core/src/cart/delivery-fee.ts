/** The cdd-service line: a guaranteed delivery date is a paid service line, minor units. */
export const CDD_SERVICE_FEE = 3900;

/** The certain-delivery-date fee of a cart: charged once when the shopper asked for a delivery date. */
export function deliveryServiceFee(reqDeliveryDate: string | null): number {
  return reqDeliveryDate ? CDD_SERVICE_FEE : 0;
}
