/**
 * A brand's sleep trials as numbers: how many nights each kind of product may be tried at home. The registry's copy
 * ('365-night trial', '60-night bedding trial') is written from these numbers (brands.ts), so what a page promises
 * and what a return is allowed cannot drift apart.
 */
export type TrialKind = 'mattress' | 'bedding' | 'frame';

/** Nights of trial per kind of product. */
export type TrialNights = Readonly<Record<TrialKind, number>>;

/** The kind of trial a product group has in the registry; other groups (furniture, services, warranties) have none. */
const GROUP_TRIAL_KIND: Readonly<Record<string, TrialKind>> = {
  mattress: 'mattress',
  bedding: 'bedding',
  'bed-frame': 'frame',
};

/** The registry's trial copy written from the nights: the words every page, email and comparison shows. */
export function trialCopy(nights: TrialNights): { mattressTrial: string; beddingTrial: string; frameTrial: string } {
  return {
    mattressTrial: `${nights.mattress}-night trial`,
    beddingTrial: `${nights.bedding}-night bedding trial`,
    frameTrial: `${nights.frame}-night trial`,
  };
}

/** The nights a trial claim promises ('30-night trial', '60-night bedding trial'); null when it names no nights. */
export function nightsOfClaim(claim: string): number | null {
  const match = /^(\d{1,4})-night\b/.exec(claim.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The trial of an ordered line: the product's own claim when the catalogue has one (a topper's 30 nights, a bundle
 * with a mattress; null: the product claims no trial), else the brand's nights for the product's group; null: no trial.
 */
export function lineTrialNights(line: { group: string; claim?: string | null }, brandNights: TrialNights): number | null {
  if (line.claim !== undefined) return line.claim === null ? null : nightsOfClaim(line.claim);
  const kind = GROUP_TRIAL_KIND[line.group];
  return kind === undefined ? null : brandNights[kind];
}
