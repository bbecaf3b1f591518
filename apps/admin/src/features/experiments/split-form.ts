import type { Experiment, ExperimentVariant } from '../../lib/api/experiments';

/** What each storefront flag does, in the words of the people who run the store. */
const FLAG_EFFECTS: Record<string, string> = {
  keepCoupon: 'Keeps a coupon that gives no discount in the cart',
  'keepCoupon off': 'Drops a coupon that gives no discount',
  showShippingProtection: 'Shows the shipping-protection item',
  swapSizeDefault: 'Pillows default to King',
  premierBundleExperiment: 'Bundle label reads Premier instead of Serenity',
  amazonPayV2: 'Amazon Pay v2',
  'amazonPayV2 off': 'Amazon Pay v1 (the older checkout)',
  disableDynamicYield: 'No dynamic-yield recommendations (the defaults)',
};

/** What a variant changes on the storefront: its flags in words, its recommendation strategy, or nothing. */
export function variantEffect(variant: Pick<ExperimentVariant, 'flags' | 'strategyId'>): string {
  const effects = variant.flags.map((flag) => FLAG_EFFECTS[flag] ?? flag);
  if (variant.strategyId) effects.push(`Recommendations from strategy ${variant.strategyId}`);
  return effects.length > 0 ? effects.join('; ') : 'Nothing (as without the experiment)';
}

/** The split as typed: one text per variant (an input's value), so a half-typed number stays as typed. */
export type SplitDraft = Record<string, string>;

export const draftOf = (experiment: Experiment, which: 'weight' | 'registryWeight' = 'weight'): SplitDraft =>
  Object.fromEntries(experiment.variants.map((v) => [v.name, String(v[which])]));

/** The typed weights as numbers; NaN where a text is not a whole number. */
export function weightsOf(draft: SplitDraft): Record<string, number> {
  return Object.fromEntries(
    Object.entries(draft).map(([name, text]) => [name, /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN]),
  );
}

/** What the page says under the split: the sum, and per variant and overall what stops a save (the API checks the same). */
export function splitCheck(draft: SplitDraft): { sum: number; fieldErrors: Record<string, string>; error: string | null } {
  const weights = weightsOf(draft);
  const fieldErrors: Record<string, string> = {};
  for (const [name, weight] of Object.entries(weights))
    if (!Number.isInteger(weight) || weight < 0 || weight > 100) fieldErrors[name] = 'A whole number from 0 to 100';
  const sum = Object.values(weights).reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
  const error =
    Object.keys(fieldErrors).length > 0
      ? 'Fix the weights marked above'
      : sum !== 100
        ? `The split must add up to 100% (now ${sum}%)`
        : null;
  return { sum, fieldErrors, error };
}

/** Whether the typed split differs from the saved one. */
export const splitChanged = (experiment: Experiment, draft: SplitDraft): boolean =>
  experiment.variants.some((v) => draft[v.name] !== String(v.weight));

/** A variant's share of the experiment's exposures, as a percentage with one decimal ('–' before any). */
export function exposureShare(variant: { exposures: number }, experiment: Experiment): string {
  const total = experiment.variants.reduce((sum, v) => sum + v.exposures, 0);
  return total === 0 ? '–' : `${((variant.exposures / total) * 100).toFixed(1)}%`;
}
