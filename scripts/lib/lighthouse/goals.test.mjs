import { describe, expect, it } from 'vitest';
import { floorAgainSummary, goalsFrom, missesOf } from './goals.mjs';

// A floor as one run measured it: performance 86, LCP 850 ms, TBT 202 ms, 134 KB of script.
const floor = { performance: 86, lcpMs: 850, tbtMs: 202, cls: 0, jsKb: 134 };

/** A page that meets every goal of that floor; each case below changes one figure. */
const good = {
  performance: 86,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1150,
  copyLcpMs: 900,
  tbtMs: 227,
  cls: 0.01,
  jsKb: 164,
};

describe('goalsFrom', () => {
  it('reads the goals off the floor: its score, its LCP + 300, its TBT + 25, its script + 30 KB, CLS 0.01', () => {
    expect(goalsFrom(floor)).toEqual({ performance: 86, lcpMs: 1150, tbtMs: 227, jsKb: 164, cls: 0.01 });
  });
});

describe('missesOf', () => {
  const goals = goalsFrom(floor);
  it.each([
    ['every figure at its limit', {}, []],
    ['a score below the floor', { performance: 85 }, ['performance 85, goal ≥ 86']],
    ['LCP past the floor + 300', { lcpMs: 1151, copyLcpMs: 1000 }, ['LCP ms 1151, goal ≤ 1150 (floor)']],
    ['LCP past the copy + 300', { lcpMs: 1100, copyLcpMs: 700 }, ['LCP ms 1100, goal ≤ 1000 (copy)']],
    ['LCP past both', { lcpMs: 2280, copyLcpMs: 1579 }, ['LCP ms 2280, goal ≤ 1150 (floor)', 'LCP ms 2280, goal ≤ 1879 (copy)']],
    ['no static copy (a page with a cart): only the floor', { copyLcpMs: undefined, lcpMs: 1100 }, []],
    ['TBT past the floor + 25', { tbtMs: 228 }, ['TBT ms 228, goal ≤ 227']],
    ['a layout shift', { cls: 0.011 }, ['CLS 0.011, goal ≤ 0.01']],
    ['script past the floor + 30 KB', { jsKb: 165 }, ['JS KB 165, goal ≤ 164']],
    ['accessibility below 100', { accessibility: 96 }, ['accessibility 96, goal 100']],
    ['best practices below 100', { 'best-practices': 92 }, ['best-practices 92, goal 100']],
    ['SEO below 100', { seo: 92 }, ['seo 92, goal 100']],
    ['a page kept out of search: SEO not scored', { seo: 'noindex' }, []],
  ])('%s', (_name, change, expected) => {
    expect(missesOf({ ...good, ...change }, goals)).toEqual(expected);
  });
});

describe('floorAgainSummary', () => {
  it('counts the repeated floor rows over the TBT goal and under the score, at the limits not counted', () => {
    const rows = [
      { performance: 86, tbtMs: 180 },
      { performance: 86, tbtMs: 227 },
      { performance: 85, tbtMs: 228 },
      { performance: 84, tbtMs: 310 },
    ];
    expect(floorAgainSummary(rows, goalsFrom(floor))).toBe(
      'The floor again, 4 times: TBT medians 180-310 ms; 2 of 4 over the TBT goal (≤ 227), 2 under the performance goal (≥ 86).',
    );
  });
});
