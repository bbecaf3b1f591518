/**
 * Sales tax rate table, in basis points (1 bp = 0.01 %; a rate of three decimals is a half basis point). Data, not code: update the rates and the dates together.
 *
 * United States: the state-level rate of each state (and DC) from the Tax Foundation, "State and Local Sales Tax
 * Rates, 2025" (rates in effect on 1 January 2025, state column; Louisiana 5.00 % from that date). Local rates are in
 * local-tax-rates.ts. States without a state sales tax (AK, DE, MT, NH, OR) are 0.
 *
 * Canada: GST 5 % and the HST rates from the Canada Revenue Agency's "GST/HST provincial rates table" (canada.ca), in
 * effect on 1 April 2025 (Nova Scotia's HST went from 15 % to 14 % that day). Provincial sales taxes from the
 * provinces: British Columbia PST 7 % (BC Ministry of Finance), Manitoba RST 7 % (Manitoba Finance), Saskatchewan PST
 * 6 % (Saskatchewan Ministry of Finance), Quebec QST 9.975 % (Revenu Québec). Alberta and the territories charge GST
 * only. QST is not compounded on GST (since 2013), so every part is a rate of the same taxable amount.
 */
export const TAX_RATES_AS_OF = { US: '2025-01-01', CA: '2025-04-01' } as const;

export const US_STATE_TAX_BPS: Readonly<Record<string, number>> = {
  AL: 400,
  AK: 0,
  AZ: 560,
  AR: 650,
  CA: 725,
  CO: 290,
  CT: 635,
  DE: 0,
  DC: 600,
  FL: 600,
  GA: 400,
  HI: 400,
  ID: 600,
  IL: 625,
  IN: 700,
  IA: 600,
  KS: 650,
  KY: 600,
  LA: 500,
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 687.5,
  MS: 700,
  MO: 422.5,
  MT: 0,
  NE: 550,
  NV: 685,
  NH: 0,
  NJ: 662.5,
  NM: 487.5,
  NY: 400,
  NC: 475,
  ND: 500,
  OH: 575,
  OK: 450,
  OR: 0,
  PA: 600,
  RI: 700,
  SC: 600,
  SD: 420,
  TN: 700,
  TX: 625,
  UT: 610,
  VT: 600,
  VA: 530,
  WA: 650,
  WV: 600,
  WI: 500,
  WY: 400,
};

/** One Canadian tax: GST, HST, PST, RST or QST, in basis points (QST 9.975 % is 997.5 bp). */
export interface CanadianTax {
  name: 'GST' | 'HST' | 'PST' | 'RST' | 'QST';
  bps: number;
}

const GST: CanadianTax = { name: 'GST', bps: 500 };
const hst = (bps: number): CanadianTax[] => [{ name: 'HST', bps }];

export const CA_PROVINCE_TAXES: Readonly<Record<string, readonly CanadianTax[]>> = {
  AB: [GST],
  BC: [GST, { name: 'PST', bps: 700 }],
  MB: [GST, { name: 'RST', bps: 700 }],
  NB: hst(1500),
  NL: hst(1500),
  NS: hst(1400),
  NT: [GST],
  NU: [GST],
  ON: hst(1300),
  PE: hst(1500),
  QC: [GST, { name: 'QST', bps: 997.5 }],
  SK: [GST, { name: 'PST', bps: 600 }],
  YT: [GST],
};
