import { describe, expect, it } from 'vitest';
import { missesIn } from './goals.mjs';
import { staffChecks } from './staff-app.mjs';

describe('staffChecks', () => {
  it.each([
    ['interactive at 1.5 s with 200 KB of script', { ttiMs: 1500, firstScreenJsKb: 200 }, []],
    ['interactive later than 1.5 s', { ttiMs: 1501, firstScreenJsKb: 120 }, ['TTI ms 1501, goal ≤ 1500']],
    ['more than 200 KB of script', { ttiMs: 900, firstScreenJsKb: 201 }, ['first-screen JS KB 201, goal ≤ 200']],
  ])('%s', (_name, row, expected) => {
    expect(missesIn(staffChecks(row))).toEqual(expected);
  });
});
