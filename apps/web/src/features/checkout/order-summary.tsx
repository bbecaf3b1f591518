import { formatMoney, type Currency } from '@store/core/money';
import type { Cart } from '../../lib/api/cart-schema';
import { propertyText } from '@store/core/property-text';
import { linePrice } from '../cart/cart-lines';
import { CartSummary } from '../cart/cart-summary';

/**
 * The order summary beside every step and on the success page: the cart's lines (read-only: changes happen on the cart
 * page) at their price before the coupon, then the totals, where the coupon is taken off once.
 */
export function OrderSummary({ cart, busy }: { cart: Cart; busy: boolean }) {
  const currency: Currency = cart.currency;
  return (
    <aside
      aria-label="Your order"
      className="flex flex-col gap-4 rounded-brand bg-surface/60 p-4 md:self-start"
      data-testid="order-summary"
    >
      <h2 className="text-lg font-bold">Your order</h2>
      <ul className="flex flex-col gap-2" aria-label="Items in your order">
        {cart.items.map((item) => {
          const { price, free } = linePrice(item);
          return (
            <li key={item.itemIdentifier} className={`flex justify-between gap-3 text-sm ${item.forItem === null ? '' : 'pl-4'}`}>
              <span className="min-w-0 break-words">
                {item.quantity} × {item.product.title}
                {item.properties.length > 0 ? (
                  <span className="block text-muted">
                    {item.properties.map((p) => `${p.name}: ${propertyText(p.name, p.value)}`).join(', ')}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 font-semibold" data-testid="line-amount">
                {free ? 'Free' : formatMoney({ amount: price, currency })}
              </span>
            </li>
          );
        })}
      </ul>
      <CartSummary cart={cart} variant="full" busy={busy} />
    </aside>
  );
}
