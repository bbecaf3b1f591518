import { quoteLineId } from '@store/core/cart/quote';
import type { NewCartLine } from '../../../lib/api/cart-schema';
import type { QuoteDescription } from '../../../lib/api/quotes';

/** What Add to cart would send, as one quote: the product line first (`q0`), its add-ons as its child lines. */
export function purchaseQuoteDescription(
  lines: { parent: NewCartLine; children: readonly NewCartLine[] },
  couponCode: string | null,
): QuoteDescription {
  const items = [lines.parent, ...lines.children.map((child) => ({ ...child, forItem: quoteLineId(0) }))];
  return couponCode ? { items, couponCode } : { items };
}

/** The one figure the panel shows from a quote: what the lines cost before tax, what they save, and the coupon behind it. */
export interface QuotedTotal {
  total: number;
  savings: number;
  coupon: string | null;
}

export function quotedTotal(quote: {
  totalPrice: { amount: number };
  totalSavings: { amount: number };
  couponDetails: { code: string } | null;
}): QuotedTotal {
  return { total: quote.totalPrice.amount, savings: quote.totalSavings.amount, coupon: quote.couponDetails?.code || null };
}
