import { describe, expect, it } from 'vitest';
import { disabledFeatures, withFeaturesDisabled } from './chromium-flags.mjs';

describe('withFeaturesDisabled', () => {
  it.each([
    {
      case: "a launcher's list is kept, ours added, one flag at the end",
      flags: ['--a', '--disable-features=Translate,MediaRouter', '--b'],
      features: ['WebUIOmniboxPopup'],
      expected: ['--a', '--b', '--disable-features=Translate,MediaRouter,WebUIOmniboxPopup'],
    },
    {
      case: 'two lists and a repeat: merged once',
      flags: ['--disable-features=A,B', '--disable-features=B,C'],
      features: ['C', 'D'],
      expected: ['--disable-features=A,B,C,D'],
    },
    { case: 'no list yet', flags: ['--headless'], features: ['X'], expected: ['--headless', '--disable-features=X'] },
  ])('$case', ({ flags, features, expected }) => {
    expect(withFeaturesDisabled(flags, features)).toEqual(expected);
  });

  it('reads the features of every list', () => {
    expect(disabledFeatures(['--x=1', '--disable-features=A,B', '--disable-features=', '--disable-features=C'])).toEqual([
      'A',
      'B',
      'C',
    ]);
  });
});
