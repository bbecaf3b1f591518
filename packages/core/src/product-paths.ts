import type { Product } from './product';

/** The suffixes that mark a bundle variant of a product id ('luxe-hybrid-mattress_ab'). */
export const BUNDLE_VARIANT_SUFFIXES = ['ab', 'fb', 'fhb', 'bb', 'bedroom_set'] as const;
export type BundleSuffix = (typeof BUNDLE_VARIANT_SUFFIXES)[number];

/** The page each bundle variant suffix belongs to; bedroom_set is the bedroom-sets section, one page per base id. */
export const BUNDLE_SUFFIX_PATHS: Readonly<Record<BundleSuffix, string>> = {
  ab: '/mattress-bundles/adjustable-frame-bundle',
  fb: '/mattress-bundles/foundation-mattress-set',
  fhb: '/mattress-bundles/frame-headboard-mattress-set',
  bb: '/mattress-bundles/bamboo-bed-and-mattress',
  bedroom_set: '/bedroom-sets',
};

/** Adjustable-bundle variants of the mattress pages share one bundle title. */
export const ADJUSTABLE_BUNDLE_TITLE = 'Mattress & Adjustable Base Bundle';

/** Bamboo headboard and related ids reuse the bamboo frame page. */
export const BAMBOO_FRAME_PATH = '/bed-frames/bamboo-platform-bed-frame';
export const BAMBOO_FRAME_ID = 'bamboo-platform-bed-frame';
const BAMBOO_FAMILY_PREFIXES = ['bamboo-headboard', 'bamboo-frame'] as const;

/** Longest suffix first, so a longer suffix wins over a shorter one it ends with. */
const SUFFIXES_LONGEST_FIRST: readonly BundleSuffix[] = [...BUNDLE_VARIANT_SUFFIXES].sort((a, b) => b.length - a.length);

/** Bundle variant ids: the base id and the longest bundle suffix that follows an underscore, or a null suffix. */
export function splitBundleVariantId(id: string): { baseId: string; suffix: BundleSuffix | null } {
  for (const suffix of SUFFIXES_LONGEST_FIRST) {
    const tail = `_${suffix}`;
    if (id.length > tail.length && id.endsWith(tail)) return { baseId: id.slice(0, -tail.length), suffix };
  }
  return { baseId: id, suffix: null };
}

/** Bamboo headboard and related ids (bamboo-headboard*, bamboo-frame*, the bamboo frame itself) reuse the bamboo frame page. */
export function isBambooFrameFamilyId(id: string): boolean {
  return id === BAMBOO_FRAME_ID || BAMBOO_FAMILY_PREFIXES.some((prefix) => id.startsWith(prefix));
}

/** Adjustable-bundle (ab) variants show the shared bundle title; every other product keeps its own. */
export function bundleVariantTitle(id: string, title: string): string {
  return splitBundleVariantId(id).suffix === 'ab' ? ADJUSTABLE_BUNDLE_TITLE : title;
}

/** The product-to-path map, each product id to its page path (metadata.url); bamboo family ids map to the bamboo frame page. */
export function buildProductPathMap(products: ReadonlyArray<Pick<Product, 'id' | 'metadata'>>): Map<string, string> {
  return new Map(products.map((p) => [p.id, isBambooFrameFamilyId(p.id) ? BAMBOO_FRAME_PATH : p.metadata.url]));
}

/**
 * A product's page path: its map entry; else a bamboo family id's frame page; else a bundle variant's
 * suffix page ('/bedroom-sets/{baseId}' for bedroom_set); else null.
 */
export function productPath(id: string, map: ReadonlyMap<string, string>): string | null {
  const mapped = map.get(id);
  if (mapped !== undefined) return mapped;
  if (isBambooFrameFamilyId(id)) return BAMBOO_FRAME_PATH;
  const { baseId, suffix } = splitBundleVariantId(id);
  if (suffix === null) return null;
  if (suffix === 'bedroom_set') return `${BUNDLE_SUFFIX_PATHS.bedroom_set}/${baseId}`;
  return BUNDLE_SUFFIX_PATHS[suffix];
}
