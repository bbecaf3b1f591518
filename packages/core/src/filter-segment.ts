import { COLOR_KEYS, FIRMNESS, MATERIALS, SIZE_KEYS, WEIGHTS, type ColorKey, type SizeKey } from './enums';
import { PROPERTY_ORDER, sortProperties } from './properties';
import type { Selection } from './variant';

/** URL slugs of the sizes: lowercase words joined by dashes ('twinXL' -> 'twin-xl'). */
export const SIZE_SLUGS: Readonly<Record<SizeKey, string>> = {
  standard: 'standard',
  twin: 'twin',
  twinXL: 'twin-xl',
  full: 'full',
  queen: 'queen',
  king: 'king',
  calKing: 'cal-king',
  splitKing: 'split-king',
  large: 'large',
};

/** Property names a filter segment may carry: the sort order plus Firmness. */
export const FILTER_PROPERTY_NAMES = [...PROPERTY_ORDER, 'Firmness'] as const;
export type FilterPropertyName = (typeof FILTER_PROPERTY_NAMES)[number];

/** A lowercase slug token: words of [a-z0-9] joined by single dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SIZE_FORM_PREFIX = 'size-';

function kebab(camel: string): string {
  return camel.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** A size from its URL slug ('twin-xl') or its key written in any case ('twinxl', 'calKing'); null when it names no size. */
export function sizeFromSlug(slug: string): SizeKey | null {
  const wanted = slug.toLowerCase();
  return SIZE_KEYS.find((key) => SIZE_SLUGS[key] === wanted || key.toLowerCase() === wanted) ?? null;
}

/** The URL slug of a size, the inverse of sizeFromSlug: 'twinXL' -> 'twin-xl'. */
export function sizeSlug(size: SizeKey): string {
  return SIZE_SLUGS[size];
}

/** A color from its URL slug ('black-and-white') or its key written in any case ('blackandwhite'); null when it names no color. */
export function colorFromSlug(slug: string): ColorKey | null {
  const wanted = slug.toLowerCase();
  const compact = wanted.replace(/-/g, '');
  return COLOR_KEYS.find((key) => kebab(key) === wanted || key.toLowerCase() === compact) ?? null;
}

/** The URL slug of a color: 'blackAndWhite' -> 'black-and-white'. */
export function colorSlug(color: ColorKey): string {
  return kebab(color);
}

function filterPropertyName(name: string): FilterPropertyName | null {
  const wanted = name.toLowerCase();
  return FILTER_PROPERTY_NAMES.find((known) => known.toLowerCase() === wanted) ?? null;
}

function isSizeKey(value: string): value is SizeKey {
  return (SIZE_KEYS as readonly string[]).includes(value);
}

function isColorKey(value: string): value is ColorKey {
  return (COLOR_KEYS as readonly string[]).includes(value);
}

/** The selection value a URL value slug stands for, or null when the property does not have it. */
function valueFromSlug(name: FilterPropertyName, slug: string): string | null {
  if (!SLUG.test(slug)) return null;
  switch (name) {
    case 'Size':
      return sizeFromSlug(slug);
    case 'Color':
      return colorFromSlug(slug);
    case 'Material':
      return (MATERIALS as readonly string[]).includes(slug) ? slug : null;
    case 'Firmness':
      return (FIRMNESS as readonly string[]).includes(slug) ? slug : null;
    case 'Weight':
      return WEIGHTS.map(String).includes(slug) ? slug : null;
    case 'Leg':
    case 'Pillow':
    case 'Arm':
    case 'Base':
    case 'Quantity':
      return slug;
  }
}

/** The URL slug of a selection value, or null when it cannot be written in a URL. */
function slugFromValue(name: FilterPropertyName, value: string): string | null {
  switch (name) {
    case 'Size':
      return isSizeKey(value) ? sizeSlug(value) : null;
    case 'Color':
      return isColorKey(value) ? colorSlug(value) : null;
    case 'Weight':
    case 'Leg':
    case 'Pillow':
    case 'Arm':
    case 'Base':
    case 'Material':
    case 'Quantity':
    case 'Firmness':
      return valueFromSlug(name, value) === value ? value : null;
  }
}

/**
 * Serenity bundle pages take a trailing filter segment, either size-{size} or value-name pairs joined by
 * plus signs (value before the last dash, name after it); null when empty, malformed, repeated or unknown.
 */
export function parseFilterSegment(segment: string): Selection | null {
  const text = segment.toLowerCase();
  if (text === '') return null;
  if (text.startsWith(SIZE_FORM_PREFIX) && !text.includes('+')) {
    const size = sizeFromSlug(text.slice(SIZE_FORM_PREFIX.length));
    return size === null ? null : { Size: size };
  }
  const selection: Selection = {};
  for (const pair of text.split('+')) {
    const dash = pair.lastIndexOf('-');
    if (dash <= 0 || dash === pair.length - 1) return null;
    const name = filterPropertyName(pair.slice(dash + 1));
    if (name === null || name in selection) return null;
    const value = valueFromSlug(name, pair.slice(0, dash));
    if (value === null) return null;
    selection[name] = value;
  }
  return selection;
}

/** The size-{size} form of the Serenity filter segment. */
export function sizeFilterSegment(size: SizeKey): string {
  return `${SIZE_FORM_PREFIX}${sizeSlug(size)}`;
}

/** The value-name pairs form of the filter segment, in property rank order (Size first); null when the selection is empty or cannot be written in a URL. */
export function buildFilterSegment(selection: Readonly<Selection>): string | null {
  const entries: { name: FilterPropertyName; slug: string }[] = [];
  for (const [rawName, value] of Object.entries(selection)) {
    const name = filterPropertyName(rawName);
    if (name === null || entries.some((entry) => entry.name === name)) return null;
    const slug = slugFromValue(name, value);
    if (slug === null) return null;
    entries.push({ name, slug });
  }
  if (entries.length === 0) return null;
  return sortProperties(entries)
    .map((entry) => `${entry.slug}-${entry.name.toLowerCase()}`)
    .join('+');
}
