import { describe, expect, it } from 'vitest';
import { orderSignals, type PaidLine } from './order-signals';

const line = (productId: string, quantity = 1, group = 'bedding'): PaidLine => ({ productId, group, quantity });

describe('orderSignals (what a paid order counts)', () => {
  it.each<{ rule: string; lines: PaidLine[]; units: Record<string, number>; pairs: Array<[string, string]> }>([
    { rule: 'an empty order counts nothing', lines: [], units: {}, pairs: [] },
    { rule: 'one product: popularity only, no pair', lines: [line('m', 1, 'mattress')], units: { m: 1 }, pairs: [] },
    {
      rule: 'two products: units each, one pair in both directions',
      lines: [line('m', 1, 'mattress'), line('p', 2)],
      units: { m: 1, p: 2 },
      pairs: [
        ['m', 'p'],
        ['p', 'm'],
      ],
    },
    {
      rule: 'two lines of one product add units but make no pair with itself',
      lines: [line('p', 1), line('p', 3)],
      units: { p: 4 },
      pairs: [],
    },
    {
      rule: 'warranty and service lines are not counted',
      lines: [line('m', 1, 'mattress'), line('plan', 1, 'warranty'), line('wg', 1, 'service')],
      units: { m: 1 },
      pairs: [],
    },
  ])('$rule', ({ lines, units, pairs }) => {
    const signals = orderSignals(lines);
    expect(Object.fromEntries(signals.units)).toEqual(units);
    expect(signals.pairs).toEqual(pairs);
  });
});
