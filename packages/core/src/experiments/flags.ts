import type { BrandConfig } from '../brands';

/**
 * "an experiment flag controls several features": the flags the store already reads. Each one selects what is
 * shown or which option the browser offers; none is an input of a price (the API recomputes every price).
 */
export const FLAG_NAMES = [
  'keepCoupon',
  'showShippingProtection',
  'swapSizeDefault',
  'premierBundleExperiment',
  'amazonPayV2',
  'disableDynamicYield',
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Record<FlagName, boolean>;

export function isFlagName(name: string): name is FlagName {
  return (FLAG_NAMES as readonly string[]).includes(name);
}

/**
 * A brand's flags before any experiment: all off, except `amazonPayV2` where the brand registry enables the newer API.
 */
export function baseFlags(brand: Pick<BrandConfig, 'amazonPayV2'>): Flags {
  return {
    keepCoupon: false,
    showShippingProtection: false,
    swapSizeDefault: false,
    premierBundleExperiment: false,
    amazonPayV2: brand.amazonPayV2 === true,
    disableDynamicYield: false,
  };
}

/**
 * The flags of a set of assigned variants, applied in order over the brand's base flags. `amazonPayV2` stays a choice
 * the API validates: an experiment can move a v2 brand back to v1, never switch v2 on where the API refuses it.
 */
export function flagsOf(brand: Pick<BrandConfig, 'amazonPayV2'>, variants: ReadonlyArray<{ flags: Partial<Flags> }>): Flags {
  const flags = variants.reduce<Flags>((acc, variant) => ({ ...acc, ...variant.flags }), baseFlags(brand));
  return { ...flags, amazonPayV2: flags.amazonPayV2 && brand.amazonPayV2 === true };
}

/** The names of the flags that are on, in FLAG_NAMES order. */
export function flagsOn(flags: Flags): FlagName[] {
  return FLAG_NAMES.filter((name) => flags[name]);
}
