import { BRANDS, type BrandKey } from '@store/core';

function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** SPEC §9 mattress claim of the brand, e.g. "365-night trial and a forever warranty". */
export function mattressClaim(brand: BrandKey): string {
  const copy = BRANDS[brand].copy;
  return `${copy.mattressTrial} and a ${lower(copy.mattressWarranty)}`;
}

/** SPEC §9 frame claim of the brand: "50-night trial and a 3-year warranty". */
export function frameClaim(brand: BrandKey): string {
  const copy = BRANDS[brand].copy;
  return `${copy.frameTrial} and a ${lower(copy.frameWarranty)}`;
}

/** SPEC §9 bedding claim of the brand: "60-night bedding trial". */
export function beddingClaim(brand: BrandKey): string {
  return BRANDS[brand].copy.beddingTrial;
}

/** SPEC §9: some bedding and the furniture carry a 1-year warranty. */
export const ONE_YEAR_WARRANTY = '1-year limited warranty';
/** SPEC §9: some bedding (toppers, blankets) has a shorter 30-night trial. */
export const SHORT_BEDDING_TRIAL = '30-night trial';
/** SPEC §9: shipping and returns are free. */
export const FREE_SHIPPING = 'Free shipping and free returns';

/** Shorthand for a product's copy block. */
export function copyOf(
  summary: string,
  description: string,
  highlights: readonly string[],
): { summary: string; description: string; highlights: readonly string[] } {
  return { summary, description, highlights };
}
