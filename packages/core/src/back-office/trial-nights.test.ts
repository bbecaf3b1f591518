import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS, type BrandKey } from '../brands';
import { lineTrialNights, nightsOfClaim, trialCopy } from './trial-nights';

// Every brand's trials, written out by hand: the nights, and the words its pages have always said.
const TRIALS: Array<[BrandKey, number, number, number, string, string, string]> = [
  ['nestwood', 365, 60, 50, '365-night trial', '60-night bedding trial', '50-night trial'],
  ['driftvale', 180, 60, 50, '180-night trial', '60-night bedding trial', '50-night trial'],
  ['arbor', 365, 60, 50, '365-night trial', '60-night bedding trial', '50-night trial'],
  ['plume', 365, 60, 50, '365-night trial', '60-night bedding trial', '50-night trial'],
  ['nestwood-ca', 365, 60, 50, '365-night trial', '60-night bedding trial', '50-night trial'],
  ['driftvale-ca', 180, 60, 50, '180-night trial', '60-night bedding trial', '50-night trial'],
  ['cloverlane', 365, 60, 50, '365-night trial', '60-night bedding trial', '50-night trial'],
  ['meadow', 365, 60, 50, '365-night trial', '60-night bedding trial', '50-night trial'],
  ['hushly', 365, 60, 50, '365-night trial', '60-night bedding trial', '50-night trial'],
  ['harbor', 365, 60, 50, '365-night trial', '60-night bedding trial', '50-night trial'],
];

describe('trial nights are the source of the trial copy', () => {
  it('lists every brand', () => {
    expect(TRIALS.map(([key]) => key).sort()).toEqual([...BRAND_KEYS].sort());
  });

  it.each(TRIALS)('%s: %i / %i / %i nights, "%s", "%s", "%s"', (key, mattress, bedding, frame, m, b, f) => {
    expect(BRANDS[key].trialNights).toEqual({ mattress, bedding, frame });
    expect(BRANDS[key].copy).toMatchObject({ mattressTrial: m, beddingTrial: b, frameTrial: f });
    expect(trialCopy(BRANDS[key].trialNights)).toEqual({ mattressTrial: m, beddingTrial: b, frameTrial: f });
  });

  it('keeps the warranty words', () => {
    expect(BRANDS.nestwood.copy).toMatchObject({ mattressWarranty: 'Forever warranty', frameWarranty: '3-year warranty' });
    expect(BRANDS.driftvale.copy).toMatchObject({ mattressWarranty: '10-year warranty', frameWarranty: '3-year warranty' });
  });
});

describe('nightsOfClaim: the nights a catalogue claim promises', () => {
  it.each([
    ['365-night trial', 365],
    ['180-night trial', 180],
    ['100-night trial', 100],
    ['60-night bedding trial', 60],
    ['50-night trial', 50],
    ['30-night trial', 30],
    [' 30-night trial ', 30],
    ['Lifetime comfort', null],
    ['night trial', null],
    ['', null],
  ] as const)('%j: %s', (claim, nights) => {
    expect(nightsOfClaim(claim)).toBe(nights);
  });
});

describe('lineTrialNights: a product’s own claim, else its group’s nights in the brand', () => {
  const nights = BRANDS.driftvale.trialNights;
  it.each([
    ['a mattress without a claim: the brand’s mattress nights', { group: 'mattress' }, 180],
    ['bedding without a claim', { group: 'bedding' }, 60],
    ['a frame without a claim', { group: 'bed-frame' }, 50],
    ['furniture without a claim has none', { group: 'furniture' }, null],
    ['a warranty has none', { group: 'warranty' }, null],
    ['a topper’s own 30 nights win', { group: 'bedding', claim: '30-night trial' }, 30],
    ['a bundle’s own claim', { group: 'bundle', claim: '365-night trial' }, 365],
    ['a product that claims no trial has none', { group: 'mattress', claim: null }, null],
  ] as const)('%s', (_label, line, expected) => {
    expect(lineTrialNights(line, nights)).toBe(expected);
  });
});
