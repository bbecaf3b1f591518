import { describe, expect, it } from 'vitest';
import { parseFlags } from './flags';

describe('parseFlags', () => {
  it.each([
    [[null, null], []],
    [['showShippingProtection', null], ['showShippingProtection']],
    [
      [null, 'showShippingProtection,other'],
      ['showShippingProtection', 'other'],
    ],
    [
      ['a b', ' ,c, '],
      ['a', 'b', 'c'],
    ],
  ])('%j -> %j', (sources, expected) => {
    expect([...parseFlags(...sources)]).toEqual(expected);
  });
});
