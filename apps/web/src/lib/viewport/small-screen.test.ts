import { describe, expect, it } from 'vitest';
import { mediaQueryStub } from '../../test-support/media-query-stub';
import { isSmallScreen } from './small-screen';

describe('isSmallScreen: 575 px wide or less is a small screen', () => {
  it.each([
    { width: 390, expected: true },
    { width: 575, expected: true },
    { width: 576, expected: false },
    { width: 1280, expected: false },
  ])('$width px: $expected', ({ width, expected }) => {
    expect(isSmallScreen(mediaQueryStub(width))).toBe(expected);
  });

  it('reads the window as it is now, after a resize', () => {
    const screen = mediaQueryStub(576);
    expect(isSmallScreen(screen)).toBe(false);
    screen.resize(575);
    expect(isSmallScreen(screen)).toBe(true);
  });
});
