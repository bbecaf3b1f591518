import type { ShippingWindow } from '../shipping-estimate';

/** How a region the ground network does not reach in the brand's window is shipped, and the business days it adds. */
export interface RegionTransit {
  /** How it travels, for the standard option's copy ('Ships to Hawaii by ocean freight within ...'). */
  via: string;
  extraDays: { from: number; to: number };
}

/**
 * Data, not code: ground carriers do not reach Hawaii, and reach Alaska only through air and sea connections, so both
 * ship by freight and take longer than the contiguous states (7 - 14 business days with a 2 - 3 day brand window). White
 * glove crews do not deliver there either (wgs-availability.ts).
 */
export const REGION_TRANSIT: Readonly<Record<'US' | 'CA', Readonly<Record<string, RegionTransit>>>> = {
  US: {
    AK: { via: 'to Alaska by air and ocean freight', extraDays: { from: 5, to: 11 } },
    HI: { via: 'to Hawaii by ocean freight', extraDays: { from: 5, to: 11 } },
  },
  CA: {},
};

/** The transit of a shipping region, or null where the brand's own window applies (and before an address). */
export function regionTransit(
  region: { country: string; state: string } | null,
  data: typeof REGION_TRANSIT = REGION_TRANSIT,
): RegionTransit | null {
  if (region === null || (region.country !== 'US' && region.country !== 'CA')) return null;
  return data[region.country][region.state.toUpperCase()] ?? null;
}

/**
 * A delivery window moved by a region's transit: its extra days added to both bounds (to the default '1 - 3' when no
 * window is known), never 24-hour shipping. Without a transit the window is unchanged.
 */
export function windowForRegion(window: ShippingWindow | undefined, transit: RegionTransit | null): ShippingWindow | undefined {
  if (transit === null) return window;
  const base = window ?? { from: 1, to: 3 };
  return { from: base.from + transit.extraDays.from, to: base.to + transit.extraDays.to, twentyFourHour: false };
}
