import { formatMoney, type Currency } from '@store/core/money';
import type { CartItem } from '../../lib/api/cart-schema';
import { linePrice } from './cart-lines';

/** A line's price before the coupon, with its struck list value when discounted ('Free' for a free gift). */
export function LinePrice({ line, currency }: { line: CartItem; currency: Currency }) {
  const { price, listValue, free } = linePrice(line);
  return (
    <p className="flex flex-col items-end text-right" data-testid="line-price">
      <span className="sr-only">Price</span>
      <span className="font-semibold" data-testid="line-amount">
        {free ? 'Free' : formatMoney({ amount: price, currency })}
      </span>
      {listValue !== null ? (
        <>
          <span className="sr-only">Regular price</span>
          <s className="text-sm text-muted">{formatMoney({ amount: listValue, currency })}</s>
        </>
      ) : null}
    </p>
  );
}
