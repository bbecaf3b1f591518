import type { BrandKey } from '../brands';
import type { Flags } from './flags';

export interface Variant {
  name: string;
  /** Relative share of visitors; 0: never assigned, reachable only by the QA override (`?exp=experiment:variant`). */
  weight: number;
  flags: Partial<Flags>;
  /** The dynamic-yield strategy this variant asks for (POST /api/dynamic-yield/flags); absent: the brand's default. */
  strategyId?: string;
}

export interface Experiment {
  /** Unique per brand; also the name the storefront asks dynamic-yield about. [a-z0-9-] */
  name: string;
  variants: readonly Variant[];
}

/*
 * Building blocks. An experiment whose treatment would change an existing journey (coupon keeping, the pillow size,
 * shipping protection, the Amazon Pay version) ships with the treatment at weight 0: ready, previewable by QA with
 * `?exp=`, started by raising the weight here. Label and strategy experiments run split.
 */
const KEEP_COUPON: Experiment = {
  name: 'keep-coupon',
  variants: [
    { name: 'control', weight: 100, flags: {} },
    { name: 'keep', weight: 0, flags: { keepCoupon: true } },
  ],
};
const SHIPPING_PROTECTION: Experiment = {
  name: 'shipping-protection',
  variants: [
    { name: 'hidden', weight: 100, flags: {} },
    { name: 'shown', weight: 0, flags: { showShippingProtection: true } },
  ],
};
const PILLOW_SIZE: Experiment = {
  name: 'pillow-size',
  variants: [
    { name: 'standard', weight: 100, flags: {} },
    { name: 'king', weight: 0, flags: { swapSizeDefault: true } },
  ],
};
const DYNAMIC_YIELD: Experiment = {
  name: 'dynamic-yield',
  variants: [
    { name: 'on', weight: 100, flags: {} },
    { name: 'off', weight: 0, flags: { disableDynamicYield: true } },
  ],
};
const AMAZON_PAY_VERSION: Experiment = {
  name: 'amazon-pay-version',
  variants: [
    { name: 'v2', weight: 100, flags: {} },
    { name: 'v1', weight: 0, flags: { amazonPayV2: false } },
  ],
};
/** The regional Premier bundle experiment (the combo label reads Premier instead of Serenity). */
const PREMIER_BUNDLE: Experiment = {
  name: 'premier-bundle',
  variants: [
    { name: 'serenity', weight: 50, flags: {} },
    { name: 'premier', weight: 50, flags: { premierBundleExperiment: true } },
  ],
};
/** Which recommendation strategy a visitor's rows ask dynamic-yield for. */
function recommendationStrategy(prefix: string): Experiment {
  return {
    name: 'recommendation-strategy',
    variants: [
      { name: 'co-purchase', weight: 50, flags: {}, strategyId: `${prefix}-co-purchase` },
      { name: 'popular', weight: 50, flags: {}, strategyId: `${prefix}-popular` },
    ],
  };
}

const COMMON: readonly Experiment[] = [KEEP_COUPON, SHIPPING_PROTECTION, PILLOW_SIZE, DYNAMIC_YIELD];

/** The experiment registry, per brand (data). A discontinued storefront runs none. */
export const EXPERIMENTS: Readonly<Record<BrandKey, readonly Experiment[]>> = {
  nestwood: [...COMMON, PREMIER_BUNDLE, recommendationStrategy('nw')],
  driftvale: [...COMMON, AMAZON_PAY_VERSION, recommendationStrategy('dv')],
  arbor: [...COMMON, recommendationStrategy('ar')],
  plume: [...COMMON],
  'nestwood-ca': [...COMMON],
  'driftvale-ca': [...COMMON],
  cloverlane: [...COMMON],
  meadow: [...COMMON],
  hushly: [],
  harbor: [...COMMON],
};

/** A brand's experiment by name, or undefined. */
export function experimentNamed(experiments: readonly Experiment[], name: string): Experiment | undefined {
  return experiments.find((e) => e.name === name);
}
