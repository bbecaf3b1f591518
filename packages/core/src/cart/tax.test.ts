import { describe, expect, it } from 'vitest';
import { CA_PROVINCES, US_STATES } from '../address/states';
import { localTaxRate, quoteTax, taxRates, taxTitle } from './tax';
import { US_LOCAL_TAX_RATES, US_STATES_WITHOUT_LOCAL_SALES_TAX } from './local-tax-rates';
import { CA_PROVINCE_TAXES, US_STATE_TAX_BPS } from './tax-rates';

const total = (rates: { parts: Array<{ bps: number }> }) => rates.parts.reduce((s, p) => s + p.bps, 0);

describe('tax extra: Canadian GST/HST/PST by province (CRA and provincial rates as of 2025-04-01)', () => {
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
  ])('%s: %s (a province has no local sales tax: not an estimate)', (province, parts, bps) => {
    const rates = taxRates('CA', province, 'K1A 0B1');
    expect(taxTitle(rates)).toBe(`Tax (${parts})`);
    expect(total(rates)).toBe(bps);
    expect(rates.estimate).toBe(false);
  });

  it('every province and territory has a row', () =>
    expect(Object.keys(CA_PROVINCE_TAXES).sort()).toEqual(Object.keys(CA_PROVINCES).sort()));

  it('each part is rounded on its own and the tax is their sum (Quebec, $999.99)', () => {
    const tax = quoteTax(taxRates('CA', 'qc', null), 99_999);
    expect(tax.parts.map((p) => p.amount)).toEqual([5000, 9975]);
    expect(tax.amount).toBe(14_975);
  });
});

describe('tax extra: US state rate + the ZIP local rate (dated tables), an estimate when the local rate is unknown', () => {
  it.each([
    ['TX', '78701', 825, 'Tax (TX state 6.25% + Austin local 2%)', false],
    ['TX', '73301', 825, 'Tax (TX state 6.25% + Austin local 2%)', false],
    ['tx', '78701-1234', 825, 'Tax (TX state 6.25% + Austin local 2%)', false],
    ['TX', '75201', 825, 'Tax (TX state 6.25% + Dallas local 2%)', false],
    ['TX', '77002', 825, 'Tax (TX state 6.25% + Houston local 2%)', false],
    ['CA', '94105', 862.5, 'Tax (CA state 7.25% + San Francisco local 1.375%)', false],
    ['CA', '90028', 950, 'Tax (CA state 7.25% + Los Angeles local 2.25%)', false],
    ['NY', '10001', 887.5, 'Tax (NY state 4% + New York City local 4.875%)', false],
    ['NY', '11201', 887.5, 'Tax (NY state 4% + New York City local 4.875%)', false],
    ['IL', '60601', 1025, 'Tax (IL state 6.25% + Chicago local 4%)', false],
    ['HI', '96813', 450, 'Tax (HI state 4% + County surcharge 0.5%)', false],
    ['AK', '99801', 500, 'Tax (Juneau local 5%)', false],
    ['AK', '99501', 0, 'Tax', false],
    ['MA', '02108', 625, 'Tax (MA state 6.25%)', false],
    ['OR', '97201', 0, 'Tax', false],
    ['MN', '55401', 687.5, 'Estimated tax (MN state 6.875%)', true],
    ['AK', '99950', 0, 'Estimated tax', true],
    ['TX', null, 625, 'Estimated tax (TX state 6.25%)', true],
    ['CA', '10001', 725, 'Estimated tax (CA state 7.25%)', true],
    ['PR', '00901', 0, 'Estimated tax', true],
  ])('US/%s %s -> %d bps, titled %s', (state, zip, bps, title, estimate) => {
    const rates = taxRates('US', state, zip);
    expect(total(rates)).toBe(bps);
    expect(taxTitle(rates)).toBe(title);
    expect(rates.estimate).toBe(estimate);
  });

  it('a country the store does not tax has no rate (an estimate)', () =>
    expect(taxRates('GB', 'LDN', 'SW1A 1AA')).toEqual({ parts: [], estimate: true }));

  it("the shopper's Austin cart of $974.25: 6.25% state ($60.89) + 2% local ($19.49) = $80.38, total $1,054.63", () => {
    const tax = quoteTax(taxRates('US', 'TX', '78701'), 97_425);
    expect(tax.parts.map((p) => p.amount)).toEqual([6089, 1949]);
    expect(tax.amount).toBe(8038);
    expect(97_425 + tax.amount).toBe(105_463);
  });

  it('rounds half up to a whole minor unit (CA 7.25% of $123.45 -> $8.95)', () =>
    expect(quoteTax(taxRates('US', 'CA', null), 12_345).amount).toBe(895));

  it('a negative taxable amount is untaxed', () => expect(quoteTax(taxRates('US', 'TX', '78701'), -100).amount).toBe(0));
});

describe('local rate lookup', () => {
  const table = {
    '787': { state: 'TX', name: 'Austin local', bps: 200 },
    '78799': { state: 'TX', name: 'Other local', bps: 100 },
  };
  it.each([
    ['78701', 'Austin local'],
    ['78799', 'Other local'],
    ['78799-0001', 'Other local'],
    ['78601', null],
    ['787', null],
    ['', null],
  ])('%s -> %s', (zip, name) => expect(localTaxRate('TX', zip, table)?.name ?? null).toBe(name));

  it("a ZIP of another state does not use the table's rate", () => expect(localTaxRate('OK', '78701', table)).toBeNull());
});

describe('the rate tables', () => {
  it('50 states and DC', () => expect(Object.keys(US_STATE_TAX_BPS)).toHaveLength(51));

  it('every local rate is keyed by a 3- or 5-digit ZIP, belongs to a state of the table and is not negative', () => {
    for (const [key, rate] of Object.entries(US_LOCAL_TAX_RATES)) {
      expect(key).toMatch(/^\d{3}(\d{2})?$/);
      expect(Object.keys(US_STATE_TAX_BPS)).toContain(rate.state);
      expect(rate.bps).toBeGreaterThanOrEqual(0);
    }
  });

  it('a state without local sales tax has no local rate', () => {
    for (const state of US_STATES_WITHOUT_LOCAL_SALES_TAX) {
      expect(Object.keys(US_STATES)).toContain(state);
      expect(Object.values(US_LOCAL_TAX_RATES).filter((r) => r.state === state)).toEqual([]);
    }
  });
});
