import { describe, expect, it } from 'vitest';
import type { SizeKey } from '@store/core/enums';
import { chosenSize } from './compare-size';

const MATTRESS: SizeKey[] = ['twin', 'twinXL', 'full', 'queen', 'king', 'calKing', 'splitKing'];

describe('chosenSize (issue 12 ?size= on /p/compare)', () => {
  it.each([
    { rule: 'a size slug the products come in', raw: 'king', sizes: MATTRESS, expected: 'king' },
    { rule: 'a two-word size slug', raw: 'cal-king', sizes: MATTRESS, expected: 'calKing' },
    { rule: 'absent: the SPEC §9 default size queen', raw: undefined, sizes: MATTRESS, expected: 'queen' },
    { rule: 'unknown: queen', raw: 'huge', sizes: MATTRESS, expected: 'queen' },
    { rule: 'repeated: queen', raw: ['king', 'twin'], sizes: MATTRESS, expected: 'queen' },
    { rule: 'a size nobody sells: queen', raw: 'standard', sizes: MATTRESS, expected: 'queen' },
    { rule: 'no queen on offer: the first size', raw: undefined, sizes: ['standard', 'king'] as SizeKey[], expected: 'standard' },
  ])('issue 12: $rule', ({ raw, sizes, expected }) => {
    expect(chosenSize(raw, sizes)).toBe(expected);
  });
});
