import { FIRMNESS, MATERIALS, type SizeKey } from './enums';
import { parseFilterSegment, sizeFromSlug } from './filter-segment';
import { SIZE_LANDING_PAGES, isCategoryKey, isProductSection, isSizeLandingPath, type CategoryKey } from './pages';
import type { Selection } from './variant';

/** What the storefront's catch-all page shows for a path. */
export type RouteMatch =
  | { kind: 'home' }
  | { kind: 'listing'; category: CategoryKey }
  | { kind: 'size-landing'; size: SizeKey }
  | {
      kind: 'product';
      /** The product's name: the last product segment of its path ('mattress' for the base mattress). */
      name: string;
      /** The first path segment: 'mattresses', 'bedding', ... or 'mattress' for the base mattress. */
      section: string;
      /** Property values preselected by the path. */
      selection: Selection;
    }
  | { kind: 'not-found' };

/** The one product whose page takes a trailing filter segment. */
export const SERENITY_BUNDLE_NAME = 'serenity-sheet-set-pillow-bundle';
export const SERENITY_BUNDLE_SECTION = 'bedding';

const BASE_MATTRESS = 'mattress';
const SEGMENT = /^[a-z0-9+-]+$/;
const NOT_FOUND: RouteMatch = { kind: 'not-found' };

function product(section: string, name: string, selection: Selection = {}): RouteMatch {
  return { kind: 'product', name, section, selection };
}

function resolveOne(segment: string): RouteMatch {
  if (isCategoryKey(segment)) return { kind: 'listing', category: segment };
  const path = `/${segment}`;
  if (isSizeLandingPath(path)) return { kind: 'size-landing', size: SIZE_LANDING_PAGES[path] };
  if (segment === BASE_MATTRESS) return product(BASE_MATTRESS, BASE_MATTRESS);
  return NOT_FOUND;
}

function resolveMattressOptions(material: string, firmness: string, sizeSegment: string): RouteMatch {
  if (!(MATERIALS as readonly string[]).includes(material)) return NOT_FOUND;
  if (!(FIRMNESS as readonly string[]).includes(firmness)) return NOT_FOUND;
  const size = sizeFromSlug(sizeSegment);
  if (size === null) return NOT_FOUND;
  return product(BASE_MATTRESS, BASE_MATTRESS, { Material: material, Firmness: firmness, Size: size });
}

/**
 * Routes of the storefront's catch-all page, from URL-decoded segments: home, category lists, size landing
 * pages, /mattress[/{material}/{firmness}/{size}], /{section}/{name}, and the Serenity bundle's trailing filter segment.
 * Segments must be lowercase [a-z0-9+-]; anything else is not-found.
 */
export function resolveRoute(segments: readonly string[]): RouteMatch {
  if (!segments.every((segment) => SEGMENT.test(segment))) return NOT_FOUND;
  const [first, second, third, fourth] = segments;
  switch (segments.length) {
    case 0:
      return { kind: 'home' };
    case 1:
      return first === undefined ? NOT_FOUND : resolveOne(first);
    case 2:
      return first !== undefined && second !== undefined && isProductSection(first) ? product(first, second) : NOT_FOUND;
    case 3: {
      if (first !== SERENITY_BUNDLE_SECTION || second !== SERENITY_BUNDLE_NAME || third === undefined) return NOT_FOUND;
      const selection = parseFilterSegment(third);
      return selection === null ? NOT_FOUND : product(first, second, selection);
    }
    case 4:
      if (first !== BASE_MATTRESS || second === undefined || third === undefined || fourth === undefined) return NOT_FOUND;
      return resolveMattressOptions(second, third, fourth);
    default:
      return NOT_FOUND;
  }
}
