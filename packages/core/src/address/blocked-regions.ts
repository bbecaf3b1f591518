/**
 * Regions the stores do not ship to ('Blacklisted', shown as "We're sorry, but we cannot ship items to your
 * region."). Data, not code. Why these: the ground and white-glove carriers deliver only within the 50 states and DC
 * (and the Canadian provinces and territories on the Canadian stores). US territories and freely associated states
 * (PR, GU, VI, AS, MP, UM, FM, MH, PW) need ocean freight and customs; military post (state codes AA, AE, AP, or a
 * city of APO, FPO or DPO) accepts only parcels within postal size limits, which a mattress box exceeds. Alaska and
 * Hawaii stay open: the ground carriers serve them (slower), and white glove is per-state data (wgs-availability.ts).
 */
export const BLOCKED_REGIONS: Readonly<{ states: Record<'US' | 'CA', readonly string[]>; militaryCities: readonly string[] }> = {
  states: { US: ['PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'FM', 'MH', 'PW', 'AA', 'AE', 'AP'], CA: [] },
  militaryCities: ['APO', 'FPO', 'DPO'],
};

/** Server text of a blocked region: it contains 'Blacklisted', which the storefront reads (region set). */
export const BLOCKED_REGION_SERVER_TEXT = 'Blacklisted: we cannot ship items to this region';

/** Region set: true when the stores do not ship to this state or military post city. */
export function isBlockedRegion(country: 'US' | 'CA', state: string, city = ''): boolean {
  if (BLOCKED_REGIONS.states[country].includes(state.trim().toUpperCase())) return true;
  const word = city
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return BLOCKED_REGIONS.militaryCities.includes(word);
}
