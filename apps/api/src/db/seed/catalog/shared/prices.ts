import type { OptionSpec, ProductSpec } from '../spec-types';

/** Rounds `value` to the nearest amount with the same last ten dollars' ending as `base` ($1,099 -> $719, not $714.35). */
export function roundLike(base: number, value: number): number {
  const tail = base % 1000;
  const rounded = Math.round((value - tail) / 1000) * 1000 + tail;
  return rounded > 0 ? rounded : Math.max(100, Math.round(value / 100) * 100);
}

/** List price of an option at `factor` times the default option's list price. */
export function priceAt(base: number, factor: number): number {
  return factor === 1 ? base : roundLike(base, base * factor);
}

function scaleOption(option: string | OptionSpec, factor: number): string | OptionSpec {
  if (typeof option === 'string' || option.priceDiff === undefined) return option;
  return { ...option, priceDiff: Math.round((option.priceDiff * factor) / 100) * 100 };
}

/** Regional storefronts (CAD) reuse a spec with prices scaled by an exchange factor, keeping price endings. */
export function scaleSpec(spec: ProductSpec, factor: number): ProductSpec {
  return {
    ...spec,
    listPrice: roundLike(spec.listPrice, spec.listPrice * factor),
    properties: spec.properties?.map((p) => ({ ...p, options: p.options.map((o) => scaleOption(o, factor)) })),
  };
}
