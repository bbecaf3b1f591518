import { formatMinor } from '../../lib/money';

/** What a customer spent, one amount per currency ("$2,022.67 · CA$89.00"); nothing paid yet is "—". */
export const spentText = (spent: ReadonlyArray<{ currency: string; amount: number }>): string =>
  spent.length === 0 ? '—' : spent.map((s) => formatMinor(s.amount, s.currency)).join(' · ');
