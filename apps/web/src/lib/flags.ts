import type { UpsellFlagName } from '@store/core/upsell';

/** Test flags ("Other": the shipping-protection item is hidden unless its test flag is on). */
export const FLAG_STORAGE_KEY = 'store:flags';
export const FLAG_QUERY_PARAM = 'flags';
/** The API's name for the shipping-protection test flag (core UPSELL_FLAG_NAMES). */
export const SHIPPING_PROTECTION_FLAG = 'showShippingProtection' satisfies UpsellFlagName;

/** The flags GET /upsells takes (core UPSELL_FLAG_NAMES; listed here so the product page ships no zod schema). */
const UPSELL_FLAGS = [
  'swapSizeDefault',
  'premierBundleExperiment',
  'showShippingProtection',
] as const satisfies readonly UpsellFlagName[];

/** The flags named in a stored value or query parameter: comma or space separated. */
export function parseFlags(...sources: ReadonlyArray<string | null | undefined>): Set<string> {
  const names = sources.flatMap((raw) => (raw ?? '').split(/[\s,]+/));
  return new Set(names.map((n) => n.trim()).filter((n) => n !== ''));
}

/** The <html> attribute where the layout lists the visitor's experiment flags (space separated). */
export const FLAGS_ATTRIBUTE = 'data-flags';

/**
 * Whether a flag is on in this browser: switched on by the visitor's experiment variants (the layout's `data-flags`,
 * from the signed `vid` cookie and the QA `?exp=` override), or by hand with `?flags=name` or localStorage
 * `store:flags`. Browser only.
 */
export function isFlagOn(name: string): boolean {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(FLAG_STORAGE_KEY);
  } catch {
    stored = null;
  }
  const assigned = document.documentElement.getAttribute(FLAGS_ATTRIBUTE);
  return parseFlags(assigned, stored, new URLSearchParams(window.location.search).get(FLAG_QUERY_PARAM)).has(name);
}

/** The upsell flags that are on in this browser, for GET /upsells?flags= (they shape items, never a price). Browser only. */
export function upsellFlagsOn(): UpsellFlagName[] {
  return UPSELL_FLAGS.filter((name) => isFlagOn(name));
}
