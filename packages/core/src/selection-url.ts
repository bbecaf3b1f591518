import { COLOR_KEYS, SIZE_KEYS, SIZE_LABELS } from './enums';
import { colorSlug, sizeSlug } from './filter-segment';
import { BASE_MATTRESS_PATH } from './pages';
import type { Product } from './product';
import { sortProperties } from './properties';
import { defaultSelection, type Selection } from './variant';

type WithProperties = Pick<Product, 'properties'>;
/** What a product's page URL is built from: its options and its page path. */
export type LinkableProduct = WithProperties & { metadata: Pick<Product['metadata'], 'url'> };

/** The properties a variant path carries, in path order: /mattress/{material}/{firmness}/{size}. */
const VARIANT_PATH_PROPERTIES = ['Material', 'Firmness', 'Size'] as const;

/** The query parameter of a property: its name in lowercase ('Size' -> size). */
export function selectionParam(name: string): string {
  return name.toLowerCase();
}

/**
 * The URL slug of an option value: sizes and colours by their fixed slugs ('twinXL' or 'Twin XL' -> twin-xl,
 * 'blackAndWhite' -> black-and-white), anything else lowercased with runs of other characters as one dash.
 */
export function optionSlug(name: string, value: string): string {
  if (name === 'Size') {
    const size = SIZE_KEYS.find((key) => key === value || SIZE_LABELS[key] === value);
    if (size !== undefined) return sizeSlug(size);
  }
  if (name === 'Color') {
    const color = COLOR_KEYS.find((key) => key === value);
    if (color !== undefined) return colorSlug(color);
  }
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The option of a property a URL value names (its slug or its exact value, any case); null when the product has none. */
function optionFor(product: WithProperties, name: string, raw: string): string | null {
  const property = product.properties.find((p) => p.name === name);
  const wanted = raw.trim().toLowerCase();
  if (property === undefined || wanted === '') return null;
  const option = property.options.find((o) => optionSlug(name, o.value) === wanted || o.value.toLowerCase() === wanted);
  return option?.value ?? null;
}

/** A query value as Next.js and URLSearchParams give it: one string, repeated strings, or nothing. */
export type QueryValue = string | readonly string[] | undefined;

/**
 * The choices a product page URL's query makes (`?size=king&color=navy`): one parameter per property, named in
 * lowercase, with the option's slug. An unknown parameter, a value the product does not offer or a repeated
 * parameter is ignored, so a bad link falls back to the default rather than failing (a bad or unknown size falls back
 * to the default).
 */
export function selectionFromQuery(product: WithProperties, query: Readonly<Record<string, QueryValue>>): Selection {
  const selection: Selection = {};
  for (const property of product.properties) {
    const raw = query[selectionParam(property.name)];
    if (typeof raw !== 'string') continue;
    const value = optionFor(product, property.name, raw);
    if (value !== null) selection[property.name] = value;
  }
  return selection;
}

/** True when the product's page takes the variant path /mattress/{material}/{firmness}/{size}. */
export function hasVariantPath(product: LinkableProduct): boolean {
  return (
    product.metadata.url === BASE_MATTRESS_PATH &&
    VARIANT_PATH_PROPERTIES.every((name) => product.properties.some((p) => p.name === name))
  );
}

/**
 * The page URL of a choice on a product: the variant path for a product that has one (the values it carries come
 * from the selection or the defaults), then the query of the chosen values the path does not carry, in property
 * rank order. Values of properties the product lacks are left out.
 */
export function selectionHref(product: LinkableProduct, selection: Readonly<Selection>): string {
  const variantPath = hasVariantPath(product);
  let path = product.metadata.url;
  if (variantPath) {
    const full = { ...defaultSelection(product), ...selection };
    path = [BASE_MATTRESS_PATH, ...VARIANT_PATH_PROPERTIES.map((name) => optionSlug(name, full[name] ?? ''))].join('/');
  }
  const carried = new Set<string>(variantPath ? VARIANT_PATH_PROPERTIES : []);
  const params = sortProperties(product.properties)
    .filter(
      (p) => !carried.has(p.name) && selection[p.name] !== undefined && p.options.some((o) => o.value === selection[p.name]),
    )
    .map((p) => `${selectionParam(p.name)}=${encodeURIComponent(optionSlug(p.name, selection[p.name] ?? ''))}`);
  return params.length === 0 ? path : `${path}?${params.join('&')}`;
}
