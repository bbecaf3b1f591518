import { wholeNumberText } from './text/whole-number';

/** Money is always integer minor units with its currency: never a float, never a string sum. */
export type Currency = 'USD' | 'CAD';

export interface Money {
  amount: number;
  currency: Currency;
}

/** Builds Money, refusing anything that is not a whole number of minor units. */
export function money(amount: number, currency: Currency): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money amount must be an integer of minor units, got ${amount}`);
  return { amount, currency };
}

/** Formats minor units for display: 149900 USD -> "$1,499", 12950 -> "$129.50". */
export function formatMoney(value: Money, options: { cents?: 'auto' | 'always' } = {}): string {
  const whole = value.amount % 100 === 0 && options.cents !== 'always';
  const prefix = value.currency === 'CAD' ? 'CA$' : '$';
  const sign = value.amount < 0 ? '-' : '';
  const abs = Math.abs(value.amount);
  const dollars = wholeNumberText(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${prefix}${dollars}${whole ? '' : `.${cents}`}`;
}

/** Percentage of a minor-unit amount, rounded half away from zero to a whole minor unit. */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

/**
 * Minor units as the major-unit number analytics tags expect (GA4 `value` and `price`: 12950 -> 129.5). Only at that
 * edge: the store keeps and sums minor units, and converts once per figure, so no float ever adds to another.
 */
export function toMajorUnits(amount: number): number {
  return Math.round(amount) / 100;
}
