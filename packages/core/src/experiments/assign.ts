import { fnv1a32 } from './hash';
import type { Experiment, Variant } from './registry';

const TWO_POW_32 = 0x1_0000_0000;

/**
 * The visitor's variant of an experiment: the FNV-1a hash of `${experiment}:${visitor}` as a fraction of 2^32, laid on
 * the variants' cumulative weights. Pure and stable: the same visitor always lands in the same variant, and changing
 * one experiment's weights never reshuffles another's visitors. Null when every weight is 0.
 */
export function assignVariant(visitorId: string, experiment: Experiment): Variant | null {
  const total = experiment.variants.reduce((sum, v) => sum + Math.max(0, v.weight), 0);
  if (total <= 0) return null;
  const point = (fnv1a32(`${experiment.name}:${visitorId}`) / TWO_POW_32) * total;
  let cumulative = 0;
  for (const variant of experiment.variants) {
    if (variant.weight <= 0) continue;
    cumulative += variant.weight;
    if (point < cumulative) return variant;
  }
  return null;
}

export interface Assignment {
  experiment: string;
  variant: Variant;
  /** True when the QA override chose it. */
  override: boolean;
}

/**
 * Every experiment's variant for a visitor: the QA override's (experiment name -> variant name) when it names a
 * variant of that experiment, else the hashed assignment; without a visitor id (no cookie yet) no assignment is made.
 */
export function assignAll(
  visitorId: string | null,
  experiments: readonly Experiment[],
  overrides: Readonly<Record<string, string>> = {},
): Assignment[] {
  return experiments.flatMap((experiment): Assignment[] => {
    const forced = experiment.variants.find((v) => v.name === overrides[experiment.name]);
    if (forced) return [{ experiment: experiment.name, variant: forced, override: true }];
    const variant = visitorId === null ? null : assignVariant(visitorId, experiment);
    return variant ? [{ experiment: experiment.name, variant, override: false }] : [];
  });
}
