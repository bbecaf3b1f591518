'use client';

import { formatMoney, type Currency } from '@store/core/money';
import type { PurchaseQuote } from './use-purchase-quote';

export interface QuoteTotalProps {
  quote: PurchaseQuote;
  currency: Currency;
}

/**
 * The server's total for the product with the chosen add-ons (and the stored coupon), before tax. The row keeps its
 * height while a quote loads, so nothing below it moves; a failed or timed-out quote leaves the row empty.
 */
export function QuoteTotal({ quote, currency }: QuoteTotalProps) {
  const total = quote.status === 'failed' ? null : quote.total;
  const money = (amount: number) => formatMoney({ amount, currency });
  return (
    <div
      className="flex min-h-12 flex-wrap items-baseline justify-between gap-x-2 border-t border-muted/30 pt-2 aria-busy:opacity-60"
      aria-live="polite"
      aria-busy={quote.status === 'loading'}
      data-testid="quote-total"
      data-status={quote.status}
    >
      {total ? (
        <>
          <span className="font-semibold">Your total before tax</span>
          <span className="text-xl font-bold" data-testid="quote-amount">
            {money(total.total)}
          </span>
          <span className="w-full text-sm text-muted">
            {total.savings > 0 ? `You save ${money(total.savings)}` : 'Free shipping'}
            {total.coupon ? ` with ${total.coupon}` : ''}
            {total.savings > 0 ? ' · Free shipping' : ''}
          </span>
        </>
      ) : null}
    </div>
  );
}
