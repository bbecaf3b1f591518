import { describe, expect, it } from 'vitest';
import { isWhiteGloveName, removalFeeApplies, whiteGloveFee } from './white-glove';

describe('white glove: $149 for the first item, $45 per extra item, soft goods add no fee', () => {
  it.each([
    ['nothing', [], 0],
    ['one mattress', [{ quantity: 1, softGood: false }], 14900],
    ['two mattresses', [{ quantity: 2, softGood: false }], 19400],
    [
      'mattress and frame',
      [
        { quantity: 1, softGood: false },
        { quantity: 1, softGood: false },
      ],
      19400,
    ],
    [
      'three pieces',
      [
        { quantity: 1, softGood: false },
        { quantity: 2, softGood: false },
      ],
      23900,
    ],
    ['soft goods only', [{ quantity: 4, softGood: true }], 0],
    [
      'mattress plus pillows',
      [
        { quantity: 1, softGood: false },
        { quantity: 2, softGood: true },
      ],
      14900,
    ],
  ])('%s -> %i', (_label, lines, fee) => expect(whiteGloveFee(lines)).toBe(fee));
});

describe('white-glove product names contain -white-glove', () => {
  it.each([
    ['mattress-white-glove', true],
    ['additional-item-white-glove', true],
    ['white-glove-service', false],
    ['luxe-hybrid-mattress', false],
  ])('%s -> %s', (name, yes) => expect(isWhiteGloveName(name)).toBe(yes));
});

describe('a state-mandated removal fee applies in CA, RI and CT', () => {
  it.each([
    ['CA', true],
    ['ri', true],
    ['CT', true],
    ['NY', false],
    ['', false],
    [null, false],
  ])('%s -> %s', (state, yes) => expect(removalFeeApplies(state)).toBe(yes));
});
