import { describe, expect, it } from 'vitest';
import { CA_PROVINCES } from '../address/states';
import { cartTax, taxParts, taxRateBps, taxTitle } from './tax';
import { CA_PROVINCE_TAXES, US_STATE_TAX_BPS } from './tax-rates';

describe('SPEC §3 tax extra: Canadian GST/HST/PST by province (CRA and provincial rates as of 2025-04-01)', () => {
  it.each([
    ['AB', 'GST 5%', 500],
    ['BC', 'GST 5% + PST 7%', 1200],
    ['MB', 'GST 5% + RST 7%', 1200],
    ['NB', 'HST 15%', 1500],
    ['NL', 'HST 15%', 1500],
    ['NS', 'HST 14%', 1400],
    ['NT', 'GST 5%', 500],
    ['NU', 'GST 5%', 500],
    ['ON', 'HST 13%', 1300],
    ['PE', 'HST 15%', 1500],
    ['QC', 'GST 5% + QST 9.975%', 1497.5],
    ['SK', 'GST 5% + PST 6%', 1100],
    ['YT', 'GST 5%', 500],
  ])('%s: %s', (province, parts, bps) => {
    expect(taxTitle(taxParts('CA', province))).toBe(`Estimated tax (${parts})`);
    expect(taxRateBps('CA', province)).toBe(bps);
  });

  it('every province and territory has a row', () =>
    expect(Object.keys(CA_PROVINCE_TAXES).sort()).toEqual(Object.keys(CA_PROVINCES).sort()));

  it('each part is rounded on its own and the extra is their sum (Quebec, $999.99)', () => {
    const tax = cartTax('CA', 'qc', 99_999);
    expect(tax.parts.map((p) => p.amount)).toEqual([5000, 9975]);
    expect(tax.amount).toBe(14_975);
  });
});

describe('SPEC §3 tax extra: US state base rates (Tax Foundation, as of 2025-01-01)', () => {
  it.each([
    ['US', 'CA', 725, 'Estimated tax (CA sales tax 7.25%)'],
    ['us', 'ny', 400, 'Estimated tax (NY sales tax 4%)'],
    ['US', 'LA', 500, 'Estimated tax (LA sales tax 5%)'],
    ['US', 'MN', 687.5, 'Estimated tax (MN sales tax 6.875%)'],
    ['US', 'OR', 0, 'Estimated tax'],
    ['US', 'NH', 0, 'Estimated tax'],
    ['GB', 'LDN', 0, 'Estimated tax'],
    ['US', 'PR', 0, 'Estimated tax'],
  ])('%s/%s -> %i bps, titled %s', (country, state, bps, title) => {
    expect(taxRateBps(country, state)).toBe(bps);
    expect(taxTitle(taxParts(country, state))).toBe(title);
  });

  it('50 states and DC', () => expect(Object.keys(US_STATE_TAX_BPS)).toHaveLength(51));

  it('rounds half up to a whole minor unit (CA 7.25% of $123.45 -> $8.95)', () =>
    expect(cartTax('US', 'CA', 12_345).amount).toBe(895));

  it('a negative taxable amount is untaxed', () => expect(cartTax('US', 'TX', -100).amount).toBe(0));
});
