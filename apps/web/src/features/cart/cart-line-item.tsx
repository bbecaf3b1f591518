'use client';

import { IntentLink } from '../../components/intent-link';
import type { Currency } from '@store/core/money';
import { isProductPagePath } from '@store/core/pages';
import type { CartItem } from '../../lib/api/cart-schema';
import { propertyText } from '@store/core/property-text';
import { useHydrated } from '../../lib/use-hydrated';
import { LinePrice } from './line-price';
import { QuantityStepper } from './quantity-stepper';

export interface CartLineItemProps {
  line: CartItem;
  currency: Currency;
  /** Child lines (gifts, protection) get no stepper: they follow their parent. */
  child?: boolean;
  onQuantity: (line: CartItem, quantity: number) => void;
  onRemove: (line: CartItem) => void;
}

/** One cart line: thumbnail, title (linked to its page), properties (already sorted by the server), back-order note, quantity, remove and price. */
export function CartLineItem({ line, currency, child = false, onQuantity, onRemove }: CartLineItemProps) {
  const title = line.product.title;
  // Disabled until the page's scripts run: the cart page is rendered on the server, and a press before then is lost.
  const hydrated = useHydrated();
  return (
    <div className="flex gap-3" data-testid="cart-line" data-item={line.itemIdentifier} data-sku={line.sku}>
      <div className={`shrink-0 overflow-hidden rounded-brand bg-surface ${child ? 'size-12' : 'size-16'}`} aria-hidden="true">
        {line.product.image ? (
          <img src={line.product.image} alt="" width={64} height={64} className="size-full object-cover" loading="lazy" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="font-semibold" data-testid="line-title">
            {line.product.url && isProductPagePath(line.product.url) ? (
              <IntentLink href={line.product.url} className="no-underline hover:underline">
                {title}
              </IntentLink>
            ) : (
              title
            )}
          </p>
          <LinePrice line={line} currency={currency} />
        </div>
        {line.properties.length > 0 ? (
          <ul className="flex flex-wrap gap-x-3 text-sm text-muted" aria-label={`Options of ${title}`}>
            {line.properties.map((p) => (
              <li key={p.name}>
                {p.name}: {propertyText(p.name, p.value)}
              </li>
            ))}
          </ul>
        ) : null}
        {line.fulfillmentStatus === 'backorder' ? <p className="text-sm font-semibold">On back order</p> : null}
        <div className="flex flex-wrap items-center gap-3">
          {child ? (
            <span className="text-sm">Qty {line.quantity}</span>
          ) : (
            <QuantityStepper title={title} quantity={line.quantity} onChange={(quantity) => onQuantity(line, quantity)} />
          )}
          <button
            type="button"
            className="min-h-11 px-1 text-sm underline underline-offset-2"
            aria-label={`Remove ${title}`}
            disabled={!hydrated}
            onClick={() => onRemove(line)}
          >
            Remove
          </button>
        </div>
      </div>
    </div>
  );
}
