import { formatMoney, type Currency } from '@store/core/money';

export interface PriceTagProps {
  price: number;
  listPrice: number;
  discount: number;
  currency: Currency;
  size?: 'md' | 'lg';
  /** Lets journeys find the product page price. */
  testId?: string;
}

/** Sale price, struck list price and % off ("Sale up to 30%"); minor units in, formatted text out. */
export function PriceTag({ price, listPrice, discount, currency, size = 'md', testId }: PriceTagProps) {
  const onSale = listPrice > price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{onSale ? 'Sale price' : 'Price'}</span>
      <span data-testid={testId} className={size === 'lg' ? 'text-3xl font-bold' : 'text-lg font-semibold'}>
        {formatMoney({ amount: price, currency })}
      </span>
      {onSale ? (
        <>
          <span className="sr-only">Regular price</span>
          <s className="text-muted">{formatMoney({ amount: listPrice, currency })}</s>
          <span className="rounded-brand bg-brand px-2 py-0.5 text-sm font-semibold text-brand-text">{discount}% off</span>
        </>
      ) : null}
    </p>
  );
}
