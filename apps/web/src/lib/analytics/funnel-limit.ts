/** Beacons one address may have counted per window; more in the same window are refused (429) and not counted. */
export const FUNNEL_BEACONS_PER_WINDOW = 120;
export const FUNNEL_WINDOW_MS = 60_000;
/** Addresses remembered in one window; past that, new addresses are not counted until the window ends. */
export const FUNNEL_MAX_ADDRESSES = 20_000;

export interface AddressLimiter {
  /** True when this address may be counted once more now. */
  take(address: string, now?: number): boolean;
}

/**
 * A fixed-window count per address, in this process's memory: one client cannot add more than 120 steps a minute
 * to the funnel (a real shopper views a few products a minute), and the table of addresses is bounded (cleared when
 * a window ends, capped within one). Several storefront processes each keep their own window.
 */
export function createAddressLimiter(
  limit = FUNNEL_BEACONS_PER_WINDOW,
  windowMs = FUNNEL_WINDOW_MS,
  maxAddresses = FUNNEL_MAX_ADDRESSES,
): AddressLimiter {
  const seen = new Map<string, number>();
  let windowStart = 0;
  return {
    take(address, now = Date.now()) {
      if (now - windowStart >= windowMs) {
        seen.clear();
        windowStart = now;
      }
      const used = seen.get(address);
      if (used === undefined && seen.size >= maxAddresses) return false;
      if ((used ?? 0) >= limit) return false;
      seen.set(address, (used ?? 0) + 1);
      return true;
    },
  };
}
