import { formatMoney } from '@store/core/money';
import type { ShippingTime } from '@store/core/shipping-time';
import type { Cart } from '../../lib/api/cart-schema';
import { summaryRows } from './cart-totals';

export interface CartSummaryProps {
  cart: Cart;
  /**
   * Both show every row, so the drawer's rows add up to its total as the cart page's do; only the cart page adds the
   * shipping time.
   */
  variant: 'full' | 'compact';
  /** When the cart ships (core shippingTime: '2 - 3 business days', '24 Hours!'), or null while unknown. */
  shippingTime?: ShippingTime | null;
  busy: boolean;
}

/** Order summary: the totals and extras in minor units, formatted once; marked busy while the server recalculates. */
export function CartSummary({ cart, variant, shippingTime = null, busy }: CartSummaryProps) {
  const rows = summaryRows(cart);
  return (
    <section aria-label="Order summary" aria-busy={busy} className="flex flex-col gap-2" data-testid="cart-summary">
      <dl className="flex flex-col gap-1">
        {rows.map((row) => (
          <div
            key={row.key}
            data-row={row.key}
            className={`flex justify-between gap-4 ${row.tone === 'total' ? 'mt-2 border-t border-muted/30 pt-2 text-lg font-bold' : ''}`}
          >
            <dt>{row.label}</dt>
            <dd className={row.tone === 'deduction' ? 'font-semibold text-brand' : ''} data-testid={`summary-${row.key}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {cart.totalSavings.amount > 0 ? (
        <p className="rounded-brand bg-surface px-3 py-2 font-semibold" data-testid="cart-savings">
          You save {formatMoney({ amount: cart.totalSavings.amount, currency: cart.currency })}
        </p>
      ) : null}
      {variant === 'full' && shippingTime !== null ? (
        <p className="text-sm" data-testid="cart-shipping-estimate">
          {shippingTime.lead}
          <strong>{shippingTime.when}</strong>
          {shippingTime.end}
        </p>
      ) : null}
    </section>
  );
}
