/**
 * Where the white glove crews deliver ('WGS is not available for this state.'): every state and province except
 * these. Data, not code. Alaska and Hawaii have no crews (ground shipping only); on the Canadian stores the three
 * territories have none.
 */
export const WGS_UNAVAILABLE: Readonly<Record<'US' | 'CA', readonly string[]>> = {
  US: ['AK', 'HI'],
  CA: ['NT', 'NU', 'YT'],
};

/** Message when the cart has white glove and the shipping state lacks it. */
export const WGS_UNAVAILABLE_MESSAGE = 'WGS is not available for this state.';

/** White glove (and the warranty-availability check) is available in a state unless the data excludes it. */
export function wgsAvailableIn(
  state: string,
  country: 'US' | 'CA',
  data: Readonly<Record<'US' | 'CA', readonly string[]>> = WGS_UNAVAILABLE,
): boolean {
  return !data[country].includes(state.trim().toUpperCase());
}
