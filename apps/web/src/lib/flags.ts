import type { UpsellFlagName } from '@store/core/upsell';

/** Test flags (SPEC §4 "Other": the shipping-protection item is hidden unless its test flag is on). */
export const FLAG_STORAGE_KEY = 'store:flags';
export const FLAG_QUERY_PARAM = 'flags';
/** The API's name for the shipping-protection test flag (core UPSELL_FLAG_NAMES). */
export const SHIPPING_PROTECTION_FLAG = 'showShippingProtection' satisfies UpsellFlagName;

/** The flags named in a stored value or query parameter: comma or space separated. */
export function parseFlags(...sources: ReadonlyArray<string | null | undefined>): Set<string> {
  const names = sources.flatMap((raw) => (raw ?? '').split(/[\s,]+/));
  return new Set(names.map((n) => n.trim()).filter((n) => n !== ''));
}

/** Whether a test flag is on in this browser: `?flags=name` or localStorage `store:flags`. Browser only. */
export function isFlagOn(name: string): boolean {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(FLAG_STORAGE_KEY);
  } catch {
    stored = null;
  }
  return parseFlags(stored, new URLSearchParams(window.location.search).get(FLAG_QUERY_PARAM)).has(name);
}
