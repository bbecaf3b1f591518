import { describe, expect, it } from 'vitest';
import { wholeNumberText } from './whole-number';

describe('whole numbers as the store writes them', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1499000, '1,499,000'],
    [-5000, '-5,000'],
    [12, '12'],
    [123456789, '123,456,789'],
    [9007199254740991, '9,007,199,254,740,991'],
    [-0, '0'],
  ])('%i -> %s', (value, text) => expect(wholeNumberText(value)).toBe(text));
});
