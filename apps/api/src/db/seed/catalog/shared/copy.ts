import { BRANDS, type BrandKey } from '@store/core';

/** A product's trial and warranty (copy claims), as shown on its page; null when it has none. */
export interface Claim {
  trial: string | null;
  warranty: string | null;
}

/** Some bedding and the furniture carry a 1-year warranty. */
export const ONE_YEAR_WARRANTY = '1-year limited warranty';
/** Some bedding (toppers, blankets) has a shorter 30-night trial. */
export const SHORT_BEDDING_TRIAL = '30-night trial';
/** Mattress claim of the brand, e.g. 365-night trial and a forever warranty. */
export function mattressClaim(brand: BrandKey): Claim {
  const copy = BRANDS[brand].copy;
  return { trial: copy.mattressTrial, warranty: copy.mattressWarranty };
}

/** Frame claim of the brand: 50-night trial and a 3-year warranty. */
export function frameClaim(brand: BrandKey): Claim {
  const copy = BRANDS[brand].copy;
  return { trial: copy.frameTrial, warranty: copy.frameWarranty };
}

/** Bedding claim of the brand: 60-night bedding trial and a 1-year warranty. */
export function beddingClaim(brand: BrandKey): Claim {
  return { trial: BRANDS[brand].copy.beddingTrial, warranty: ONE_YEAR_WARRANTY };
}

/** Bedding with the shorter 30-night trial (toppers, the weighted blanket). */
export const SHORT_BEDDING_CLAIM: Claim = { trial: SHORT_BEDDING_TRIAL, warranty: null };
/** Furniture carries a 1-year warranty. */
export const FURNITURE_CLAIM: Claim = { trial: null, warranty: ONE_YEAR_WARRANTY };

/** Shorthand for a product's copy block. */
export function copyOf(
  summary: string,
  description: string,
  highlights: readonly string[],
): { summary: string; description: string; highlights: readonly string[] } {
  return { summary, description, highlights };
}
