/** Base sales tax rates in basis points by region (US states, Canadian provinces' GST/HST); unknown regions are untaxed. */
const US_RATES: Record<string, number> = {
  AL: 400,
  AZ: 560,
  AR: 650,
  CA: 725,
  CO: 290,
  CT: 635,
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
  LA: 445,
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 688,
  MS: 700,
  MO: 423,
  NE: 550,
  NV: 685,
  NJ: 663,
  NM: 488,
  NY: 400,
  NC: 475,
  ND: 500,
  OH: 575,
  OK: 450,
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
const CA_RATES: Record<string, number> = {
  AB: 500,
  BC: 500,
  MB: 500,
  NB: 1500,
  NL: 1500,
  NS: 1400,
  NT: 500,
  NU: 500,
  ON: 1300,
  PE: 1500,
  QC: 500,
  SK: 500,
  YT: 500,
};

/** Tax rate for a shipping region, basis points. */
export function taxRateBps(country: string, state: string): number {
  const table = country.toUpperCase() === 'CA' ? CA_RATES : country.toUpperCase() === 'US' ? US_RATES : {};
  return table[state.toUpperCase()] ?? 0;
}

/** Tax on a taxable amount, rounded half up to a whole minor unit. */
export function taxAmount(taxable: number, rateBps: number): number {
  return Math.round((Math.max(0, taxable) * rateBps) / 10_000);
}

/** SPEC §5: per-piece mattress recycling fees of the states that mandate one (CA, RI, CT), minor units. */
export const RECYCLING_FEE_PER_PIECE: Readonly<Record<'CA' | 'RI' | 'CT', number>> = { CA: 1600, RI: 2050, CT: 1600 };
