import { experimentNamed, type Experiment } from './registry';

/** The QA override: `?exp=<experiment>:<variant>` (several comma separated, or the parameter repeated). */
export const OVERRIDE_QUERY_PARAM = 'exp';
const MAX_OVERRIDES = 20;

/**
 * The QA overrides named in raw values (`experiment:variant`, comma separated), kept only when the brand's registry
 * has that experiment and variant; unknown or malformed entries are ignored. A later entry wins over an earlier one.
 */
export function parseOverrides(
  raw: ReadonlyArray<string | null | undefined>,
  experiments: readonly Experiment[],
): Record<string, string> {
  const overrides: Record<string, string> = {};
  const entries = raw.flatMap((value) => (value ?? '').split(',')).slice(0, MAX_OVERRIDES * 4);
  for (const entry of entries) {
    const [name = '', variant = '', ...rest] = entry.trim().split(':');
    if (rest.length > 0) continue;
    const experiment = experimentNamed(experiments, name);
    if (experiment?.variants.some((v) => v.name === variant)) overrides[name] = variant;
  }
  return overrides;
}

/** The cookie form of a set of overrides: `experiment:variant` comma separated, sorted (stable), at most 20. */
export function serializeOverrides(overrides: Readonly<Record<string, string>>): string {
  return Object.entries(overrides)
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(0, MAX_OVERRIDES)
    .map(([name, variant]) => `${name}:${variant}`)
    .join(',');
}
