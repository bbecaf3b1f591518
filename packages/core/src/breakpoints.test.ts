import { describe, expect, it } from 'vitest';
import { isSmallScreenWidth, SMALL_SCREEN_QUERY } from './breakpoints';

describe('the small-screen breakpoint', () => {
  it.each([
    { width: 320, expected: true },
    { width: 390, expected: true },
    { width: 575, expected: true },
    { width: 576, expected: false },
    { width: 767, expected: false },
    { width: 1280, expected: false },
  ])('$width px wide is small: $expected', ({ width, expected }) => {
    expect(isSmallScreenWidth(width)).toBe(expected);
  });

  it('asks the browser with the same width', () => {
    expect(SMALL_SCREEN_QUERY).toBe('(max-width: 575px)');
  });
});
