import { describe, expect, it } from 'vitest';
import { totalsProblems } from './order-totals-check';

const totals = { subtotal: 149900, discount: 15000, shipping: 0, tax: 11130, total: 146030, refunded: 0, refundable: 146030 };

describe('totalsProblems', () => {
  it.each([
    [totals, []],
    [{ ...totals, refunded: 46030, refundable: 100000 }, []],
    [{ ...totals, shipping: 1999, total: 148029, refundable: 148029 }, []],
    [{ ...totals, adjustment: -1, total: 146029, refundable: 146029 }, []],
    [{ ...totals, adjustment: 0 }, []],
    [{ ...totals, total: 146031, refundable: 0 }, [{ rule: 'sum', difference: 1 }]],
    [{ ...totals, refunded: 10000 }, [{ rule: 'refunds', difference: 10000 }]],
    [
      { ...totals, tax: 0, refunded: 146030 },
      [
        { rule: 'sum', difference: 11130 },
        { rule: 'refunds', difference: 146030 },
      ],
    ],
  ])('%o: %j', (value, expected) => {
    expect(totalsProblems(value)).toEqual(expected);
  });
});
