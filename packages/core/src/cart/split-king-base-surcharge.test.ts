import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import { SECOND_BASE_IN_SPLIT_KING, splitKingBaseSurcharge } from './split-king-base-surcharge';
import { sizedProduct } from './test-products';

const prices = { queen: 150000, splitKing: 250000 };
const adjustable = sizedProduct('b_ab', 'bundle', prices, { markers: [SECOND_BASE_IN_SPLIT_KING] });
const foundation = sizedProduct('b_fb', 'bundle', prices);

describe('the $299 second-base rule: a Split King bundle marked for a second base adds the brand registry surcharge', () => {
  it.each([
    ['nestwood, marked bundle, split king: $299', 'nestwood', adjustable, 'splitKing', 29900],
    ['nestwood, marked bundle, queen: nothing', 'nestwood', adjustable, 'queen', 0],
    ['nestwood, unmarked bundle, split king: nothing (no id check)', 'nestwood', foundation, 'splitKing', 0],
    ['a brand without the surcharge in the registry: nothing', 'driftvale', adjustable, 'splitKing', 0],
  ] as const)('%s', (_label, brand, product, Size, amount) => {
    expect(splitKingBaseSurcharge(BRANDS[brand], product, { Size })).toBe(amount);
  });
});
