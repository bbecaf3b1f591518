import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLAGS_ATTRIBUTE, isFlagOn, parseFlags, upsellFlagsOn } from './flags';

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

describe('isFlagOn: the experiment assignment (<html data-flags>), ?flags= and localStorage', () => {
  function browser(assigned: string | null, search = '', stored: string | null = null) {
    vi.stubGlobal('document', {
      documentElement: { getAttribute: (name: string) => (name === FLAGS_ATTRIBUTE ? assigned : null) },
    });
    vi.stubGlobal('window', { location: { search }, localStorage: { getItem: () => stored } });
  }
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['the visitor’s experiment switched it on', 'keepCoupon premierBundleExperiment', '', null, 'premierBundleExperiment', true],
    ['no experiment, no query, nothing stored', '', '', null, 'keepCoupon', false],
    ['the query still switches it on', '', '?flags=keepCoupon', null, 'keepCoupon', true],
    ['localStorage still switches it on', null, '', 'swapSizeDefault', 'swapSizeDefault', true],
    ['another flag of the experiment is not this one', 'keepCoupon', '', null, 'swapSizeDefault', false],
  ])('%s', (_rule, assigned, search, stored, name, on) => {
    browser(assigned, search, stored);
    expect(isFlagOn(name)).toBe(on);
  });

  it('the upsell flags that are on go to GET /upsells', () => {
    browser('premierBundleExperiment keepCoupon', '?flags=showShippingProtection');
    expect(upsellFlagsOn()).toEqual(['premierBundleExperiment', 'showShippingProtection']);
  });
});
