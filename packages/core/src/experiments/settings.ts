import { z } from 'zod';
import type { Assignment } from './assign';
import { assignVariant } from './assign';
import type { Experiment, Variant } from './registry';

/**
 * What the staff application may change about an experiment of a brand's registry: whether it runs and its split.
 * The registry (code) stays the list of experiments, their variants and default weights; a setting only overrides them.
 *
 * - `enabled: false` (off): every visitor gets the control, the experiment's FIRST variant, whatever they were
 *   assigned before (their stored variant is kept for when it is turned on again). A QA `?exp=` override still shows
 *   any variant, so a stopped treatment can still be previewed.
 * - `weights`: the split in percent per variant name (every variant of the registry once, integers 0-100 summing to
 *   100); null keeps the registry's weights.
 */
export interface ExperimentSetting {
  enabled: boolean;
  weights: Readonly<Record<string, number>> | null;
}

/** A brand's settings by experiment name (only the experiments someone changed have one). */
export type BrandExperimentSettings = Readonly<Record<string, ExperimentSetting>>;

/** An experiment as the storefront runs it: the registry's variants with the effective weights, and on/off. */
export interface EffectiveExperiment extends Experiment {
  enabled: boolean;
}

/** The control of an experiment: its first variant (what every visitor gets while it is off). */
export function controlOf(experiment: Experiment): Variant {
  const control = experiment.variants[0];
  if (!control) throw new Error(`experiment ${experiment.name} has no variant`);
  return control;
}

/**
 * The registry's experiment with a setting applied. A setting's weights only apply when they name exactly the
 * registry's variants (a setting saved before a variant was added or removed in code falls back to the registry
 * weights instead of guessing).
 */
export function effectiveExperiment(experiment: Experiment, setting: ExperimentSetting | undefined): EffectiveExperiment {
  const enabled = setting?.enabled ?? true;
  const weights = setting?.weights;
  const usable = weights != null && splitProblems(experiment, weights).length === 0;
  return {
    ...experiment,
    enabled,
    variants: experiment.variants.map((v) => ({ ...v, weight: usable ? (weights[v.name] ?? 0) : v.weight })),
  };
}

/** Every experiment of a brand's registry with the brand's settings applied (an unknown setting is ignored). */
export function effectiveExperiments(
  registry: readonly Experiment[],
  settings: BrandExperimentSettings | undefined,
): EffectiveExperiment[] {
  return registry.map((e) => effectiveExperiment(e, settings?.[e.name]));
}

/**
 * Why a split cannot be saved, empty when it can: every weight a whole number from 0 to 100, every variant of the
 * experiment named once and no other, and the weights add up to exactly 100 (a split is read as percentages, so
 * what the page shows is what visitors get). A split may give a variant 0 (it is then never assigned to new visitors,
 * and its visitors move to the others).
 */
export function splitProblems(experiment: Experiment, weights: Readonly<Record<string, number>>): string[] {
  const problems: string[] = [];
  const names = experiment.variants.map((v) => v.name);
  for (const name of Object.keys(weights))
    if (!names.includes(name)) problems.push(`${experiment.name} has no variant ${name} (its variants: ${names.join(', ')})`);
  for (const name of names) if (!(name in weights)) problems.push(`the weight of variant ${name} is missing`);
  for (const [name, weight] of Object.entries(weights))
    if (!Number.isInteger(weight) || weight < 0 || weight > 100)
      problems.push(`the weight of variant ${name} must be a whole number from 0 to 100`);
  if (problems.length > 0) return problems;
  const sum = Object.values(weights).reduce((a, b) => a + b, 0);
  if (sum !== 100) problems.push(`the weights must add up to 100 (they add up to ${sum})`);
  return problems;
}

/** The wire form of a brand's settings (GET /experiments/settings), validated by the storefront before use. */
export const experimentSettingSchema = z.object({
  enabled: z.boolean(),
  weights: z.record(z.string(), z.number().int().min(0).max(100)).nullable(),
});
export const experimentSettingsWireSchema = z.object({
  brands: z.record(z.string(), z.record(z.string(), experimentSettingSchema)),
});
export type ExperimentSettingsWire = z.infer<typeof experimentSettingsWireSchema>;

/** One exposure: a visitor was given a variant of an experiment by the split for the first time. */
export interface Exposure {
  experiment: string;
  variant: string;
}

export interface ResolvedAssignments {
  assignments: Assignment[];
  /** The visitor's stored variants after this request (the `xa` cookie). */
  stored: Record<string, string>;
  /** The variants given by the split for the first time on this request (counted as exposures). */
  exposures: Exposure[];
}

/**
 * Every experiment's variant for a visitor, sticky: a QA override wins; an experiment that is off gives the control
 * (the stored variant is kept, not counted); a stored variant that still exists and still has a weight above 0 is kept
 * even when the split changed (a running experiment does not move its visitors between variants); otherwise the
 * visitor is bucketed on the effective split, the variant is stored and counted as an exposure. Without a visitor id
 * only overrides and the controls of experiments that are off are given.
 */
export function resolveAssignments(input: {
  visitorId: string | null;
  experiments: readonly EffectiveExperiment[];
  stored: Readonly<Record<string, string>>;
  overrides: Readonly<Record<string, string>>;
}): ResolvedAssignments {
  const stored: Record<string, string> = {};
  const exposures: Exposure[] = [];
  const assignments: Assignment[] = [];
  for (const experiment of input.experiments) {
    const kept = experiment.variants.find((v) => v.name === input.stored[experiment.name]);
    if (kept) stored[experiment.name] = kept.name;
    const forced = experiment.variants.find((v) => v.name === input.overrides[experiment.name]);
    if (forced) {
      assignments.push({ experiment: experiment.name, variant: forced, override: true });
      continue;
    }
    if (!experiment.enabled) {
      assignments.push({ experiment: experiment.name, variant: controlOf(experiment), override: false });
      continue;
    }
    if (kept && kept.weight > 0) {
      assignments.push({ experiment: experiment.name, variant: kept, override: false });
      continue;
    }
    const variant = input.visitorId === null ? null : assignVariant(input.visitorId, experiment);
    if (!variant) continue;
    assignments.push({ experiment: experiment.name, variant, override: false });
    stored[experiment.name] = variant.name;
    exposures.push({ experiment: experiment.name, variant: variant.name });
  }
  return { assignments, stored, exposures };
}
