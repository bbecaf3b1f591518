import type { OrderFulfillment } from '@store/core/checkout/order-schema';
import { lineShippingLabel } from '@store/core/accounts/order-labels';
import type { Currency } from '@store/core/money';
import { propertyText } from '@store/core/property-text';
import { BRANDS, isBrandKey } from '@store/core/brands';
import { deliveryTitle, SAME_DAY_DELIVERY, SAME_DAY_ESTIMATE } from '@store/core/cart/delivery-names';
import { TWENTY_FOUR_HOUR_ESTIMATE } from '@store/core/shipping-estimate';
import { shippingTime } from '@store/core/shipping-time';
import type { CartItem } from '../../../lib/api/cart-schema';
import { LinePrice } from '../../cart/line-price';

type FulfillmentLine = OrderFulfillment['lines'][number];

/**
 * One ordered line: quantity, title, options, price, and where it is when known: shipped (the latest parcel's date and
 * carrier), part of it shipped, or its fulfilment status and when it ships (core shippingTime of the line's window,
 * with the order's brand's carrier; 'Same-day delivery: Today' on a same-day order).
 */
export function OrderLine({
  line,
  currency,
  fulfillment,
  brand,
}: {
  line: CartItem;
  currency: Currency;
  fulfillment: FulfillmentLine | undefined;
  /** The order's brand (its carrier names how the line ships). */
  brand: string;
}) {
  const window = fulfillment?.shipping;
  // A same-day order's lines arrive the day it was placed: the estimate is the day, not a shipping window.
  const time =
    window?.estimate === SAME_DAY_ESTIMATE
      ? { text: `${deliveryTitle(SAME_DAY_DELIVERY)}: ${SAME_DAY_ESTIMATE}` }
      : window && isBrandKey(brand)
        ? shippingTime({
            shipping: BRANDS[brand].shipping,
            window: { from: window.from, to: window.to, twentyFourHour: window.estimate === TWENTY_FOUR_HOUR_ESTIMATE },
          })
        : null;
  return (
    <div className="flex items-start justify-between gap-3" data-testid="order-line" data-item={line.itemIdentifier}>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">
          {line.quantity} × {line.product.title}
        </p>
        {line.properties.length > 0 ? (
          <p className="text-sm text-muted">
            {line.properties.map((p) => `${p.name}: ${propertyText(p.name, p.value)}`).join(', ')}
          </p>
        ) : null}
        {fulfillment ? (
          <p className="text-sm" data-testid="order-line-fulfillment" data-shipping={fulfillment.shipped?.status}>
            {lineShippingLabel(fulfillment, time?.text ?? null)}
          </p>
        ) : null}
      </div>
      <LinePrice line={line} currency={currency} />
    </div>
  );
}
