import { describe, expect, it } from 'vitest';
import type { CartItem } from '@store/core';
import { returnLineAmount } from './return-json';

// Three pillows for $100.00 after the coupon: $33.33, $33.33 and $33.34, the last unit carrying the remainder.
const items = [{ itemIdentifier: 'p', quantity: 3, priceAfterDiscount: 10000 }] as unknown as CartItem[];

describe('what a return of some units of a line gives back', () => {
  it.each([
    ['one unit, nothing refunded before', 1, 0, 3333],
    ['one unit after two were refunded: the last, with the remainder', 1, 2, 3334],
    ['two units after one was refunded', 2, 1, 6667],
    ['the whole line at once', 3, 0, 10000],
    ['more units than are left', 3, 2, 3334],
  ])('%s', (_, quantity, alreadyRefunded, expected) => {
    expect(returnLineAmount({ itemIdentifier: 'p', quantity }, items, alreadyRefunded)).toBe(expected);
  });

  it('a line returned in pieces gives back exactly what it cost', () => {
    const first = returnLineAmount({ itemIdentifier: 'p', quantity: 1 }, items, 0);
    const second = returnLineAmount({ itemIdentifier: 'p', quantity: 2 }, items, 1);
    expect(first + second).toBe(10000);
  });
});
