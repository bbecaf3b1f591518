import { describe, expect, it } from 'vitest';
import {
  easeInOutCubic,
  hashScrollTop,
  hashTargetId,
  HASH_SCROLL_DELAY_MS,
  HASH_SCROLL_OFFSET,
  SMOOTH_SCROLL_MS,
  smoothScrollPosition,
} from './scroll';

describe('scroll constants', () => {
  it('smooth scroll 1100 ms, hash-scroll delay 600 ms and offset -50', () => {
    expect([SMOOTH_SCROLL_MS, HASH_SCROLL_DELAY_MS, HASH_SCROLL_OFFSET]).toEqual([1100, 600, -50]);
  });
});

describe('easeInOutCubic', () => {
  it.each([
    [0, 0],
    [0.25, 0.0625],
    [0.5, 0.5],
    [0.75, 0.9375],
    [1, 1],
    [-1, 0],
    [2, 1],
  ])('t=%s -> %s', (t, expected) => {
    expect(easeInOutCubic(t)).toBeCloseTo(expected, 10);
  });
});

describe('smoothScrollPosition: from 0 to 1000 over 1100 ms', () => {
  it.each([
    ['at the start', 0, 0],
    ['a quarter in (275 ms)', 275, 63],
    ['half way (550 ms)', 550, 500],
    ['three quarters in (825 ms)', 825, 938],
    ['at the end', 1100, 1000],
    ['after the end', 5000, 1000],
  ])('%s', (_name, elapsed, expected) => {
    expect(smoothScrollPosition(0, 1000, elapsed)).toBe(expected);
  });

  it('scrolls up as well (1000 to 200, half way: 600)', () => {
    expect(smoothScrollPosition(1000, 200, 550)).toBe(600);
  });

  it('a zero duration jumps', () => {
    expect(smoothScrollPosition(0, 1000, 0, 0)).toBe(1000);
  });
});

describe('hashScrollTop: the target 50 px below the top', () => {
  it.each([
    ['a target 800 px down an unscrolled page', 800, 0, 750],
    ['the same target after scrolling 300 px (now 500 px down the viewport)', 500, 300, 750],
    ['a target above the viewport', -200, 1000, 750],
    ['a target at the very top never scrolls above the page', 20, 0, 0],
  ])('%s', (_name, top, scrollY, expected) => {
    expect(hashScrollTop(top, scrollY)).toBe(expected);
  });
});

describe('hashTargetId', () => {
  it.each([
    ['#reviews', 'reviews'],
    ['reviews', 'reviews'],
    ['#', null],
    ['', null],
    ['#caf%C3%A9', 'café'],
    ['#100%', '100%'],
  ])('%j -> %j', (hash, expected) => {
    expect(hashTargetId(hash)).toBe(expected);
  });
});
