import type { OrderFulfillment } from '@store/core/checkout/order-schema';
import { FULFILLMENT_STATUS_LABELS } from '@store/core/accounts/order-labels';
import type { Currency } from '@store/core/money';
import { propertyText } from '@store/core/property-text';
import { TWENTY_FOUR_HOUR_ESTIMATE } from '@store/core/shipping-estimate';
import type { CartItem } from '../../../lib/api/cart-schema';
import { LinePrice } from '../../cart/line-price';

type FulfillmentLine = OrderFulfillment['lines'][number];

/** One ordered line: quantity, title, options, price, and its fulfilment status and shipping window when known. */
export function OrderLine({
  line,
  currency,
  fulfillment,
}: {
  line: CartItem;
  currency: Currency;
  fulfillment: FulfillmentLine | undefined;
}) {
  const estimate = fulfillment?.shipping.estimate;
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
          <p className="text-sm" data-testid="order-line-fulfillment">
            {FULFILLMENT_STATUS_LABELS[fulfillment.fulfillmentStatus]}
            {estimate ? (
              <>
                {' · ships in '}
                {estimate}
                {estimate === TWENTY_FOUR_HOUR_ESTIMATE ? '' : ' business days'}
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <LinePrice line={line} currency={currency} />
    </div>
  );
}
