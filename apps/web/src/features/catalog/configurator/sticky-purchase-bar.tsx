'use client';

import { formatMoney, type Currency } from '@store/core/money';
import { AddToCartControl } from './add-to-cart-button';
import { useAddToCart, type PurchaseLines } from './use-add-to-cart';

export interface StickyPurchaseBarProps {
  /** The server's total with the chosen add-ons once quoted, else the variant's price (minor units). */
  amount: number;
  /** True when `amount` is the quoted total with add-ons. */
  quoted: boolean;
  currency: Currency;
  disabled: boolean;
  lines: PurchaseLines;
}

/**
 * Below md, price and Add to cart stay fixed at the bottom of the screen, however far the add-ons push the panel's own
 * button down. It is in the server HTML and fixed (out of the flow), so it shifts nothing; the page keeps room for it at
 * the end through `body:has([data-sticky-purchase-bar])` in globals.css. It reuses the panel's lines and cart code.
 */
export function StickyPurchaseBar({ amount, quoted, currency, disabled, lines }: StickyPurchaseBarProps) {
  const state = useAddToCart(lines);
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-20 border-t border-muted/30 bg-page shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden"
      data-sticky-purchase-bar=""
      data-testid="sticky-purchase-bar"
    >
      <p role="alert" className="px-4 text-sm font-semibold empty:hidden" data-testid="sticky-add-to-cart-error">
        {state.message ?? ''}
      </p>
      <div className="flex items-center justify-between gap-3 px-4 py-2">
        <p className="flex flex-col leading-tight">
          <span className="text-xs text-muted">{quoted ? 'Total before tax' : 'Price'}</span>
          <span className="text-lg font-bold tabular-nums" data-testid="sticky-price">
            {formatMoney({ amount, currency })}
          </span>
        </p>
        <AddToCartControl state={state} disabled={disabled} className="" testId="sticky-add-to-cart" />
      </div>
    </div>
  );
}
