'use client';

import type { Currency } from '@store/core/money';
import type { CartItem } from '../../lib/api/cart-schema';
import { lineGroups } from './cart-lines';
import { CartLineItem } from './cart-line-item';
import { changeQuantity, removeLine } from './cart-store';

export interface CartLineListProps {
  items: readonly CartItem[];
  currency: Currency;
}

const onQuantity = (line: CartItem, quantity: number) => void changeQuantity(line, quantity);
const onRemove = (line: CartItem) => void removeLine(line);

/** The cart's lines in server order, child lines (gifts, protection) indented under their parent. */
export function CartLineList({ items, currency }: CartLineListProps) {
  return (
    <ul className="flex flex-col divide-y divide-muted/20" aria-label="Items in your cart">
      {lineGroups(items).map(({ line, children }) => (
        <li key={line.itemIdentifier} className="py-4">
          <CartLineItem line={line} currency={currency} onQuantity={onQuantity} onRemove={onRemove} />
          {children.length > 0 ? (
            <ul
              className="mt-3 ml-6 flex flex-col gap-3 border-l-2 border-muted/20 pl-4"
              aria-label={`Added with ${line.product.title}`}
            >
              {children.map((c) => (
                <li key={c.itemIdentifier}>
                  <CartLineItem line={c} currency={currency} child onQuantity={onQuantity} onRemove={onRemove} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
