import type { ColorKey, ParcelDimensions, Product, ProductGroup, Selection, SizeKey } from '@store/core';

/** Property names (in sort order) plus Firmness. */
export type PropertyName = 'Size' | 'Color' | 'Weight' | 'Leg' | 'Pillow' | 'Arm' | 'Base' | 'Material' | 'Quantity' | 'Firmness';

/** An option as written in a spec; the builder fills title and code from the enumerations when omitted. */
export interface OptionSpec {
  value: string;
  title?: string;
  code?: string;
  /** Minor units relative to the default option. Omitted: from the ladder, else 0. */
  priceDiff?: number;
}

export interface PropertySpec {
  name: PropertyName;
  /** Plain strings are option values. */
  options: readonly (string | OptionSpec)[];
  /** Omitted: queen for sizes that include it, else the first option. */
  defaultValue?: string;
  title?: string;
  /** List price of each option as a factor of the default option's; a split king without a factor costs two twin XL. */
  ladder?: Partial<Record<string, number>>;
}

/** A partial selection: matches every variant whose chosen values include these. */
export type VariantMatch = Selection;

export interface ShippingSpec {
  from: number;
  to: number;
  wgsFrom?: number;
  wgsTo?: number;
}

export interface CopySpec {
  summary: string;
  description: string;
  highlights: readonly string[];
  /** The trial and warranty shown on the page (withClaim sets it with the sentence it writes). */
  coverage?: { trial: string | null; warranty: string | null };
}

export interface MediaSpec {
  /** Drawing hint for the generated SVG (a product-specific shape). */
  style: string;
  /** Colour when the product has no Color property; default white. */
  color?: ColorKey;
  /** 3 or 4 images; default 4. */
  angles?: 3 | 4;
}

/** A product's measurements (inches) for its size guide; see sizeGuideSchema in core. */
export interface SizeGuideSpec {
  measures: 'outer' | 'fits';
  /** The measurements in one size (a Size option value), or of the piece (null) when the product is not sized. */
  of: (size: string | null) => { width: number; length: number; height: number | null };
}

/** The compact description of a product that `defineProduct` expands into a full Product. */
export interface ProductSpec {
  id: string;
  /** Omitted: the last segment of `url`. */
  name?: string;
  title: string;
  inventoryKey: string;
  group: ProductGroup;
  url: string;
  properties?: readonly PropertySpec[];
  /** List price of the default variant, minor units. */
  listPrice: number;
  /** Sale percentage off list (0-30). */
  discount?: number;
  /** Bundles: one pricing entry per sku; totalValue is this percentage of the list price. */
  listPricing?: { valuePercent: number };
  markers?: readonly string[];
  /** How many mattresses one unit contains (a mattress, or a bundle with one): the recycling fee counts these. */
  mattressCount?: number;
  copy: CopySpec;
  relatedProducts?: readonly string[];
  /** Property name -> option values that are out of stock. */
  outOfStock?: Partial<Record<PropertyName, readonly string[]>>;
  /** Variants sold on back order: out of stock, back order allowed. */
  backOrder?: readonly VariantMatch[];
  /** Variants that are no longer sold. */
  inactive?: readonly VariantMatch[];
  /** false: every variant is inactive (discontinued brand). */
  active?: boolean;
  shipping?: ShippingSpec;
  media: MediaSpec;
  /** Parcel of one variant: fixed, or computed from the selection (sized goods). */
  parcel: ParcelDimensions | ((selection: Selection) => ParcelDimensions);
  /** Height in inches; with a Size property, width and length come from SIZE_DIMENSIONS of the default size. */
  height?: number;
  /** Explicit dimensions (furniture); wins over `height`. */
  dimensions?: { width: number; length: number; height: number };
  /** The size guide's data; omitted: no size guide (services, bundles of several pieces). */
  sizeGuide?: SizeGuideSpec;
  isWarranty?: boolean;
  reportToAnalytics?: boolean;
  /** A furniture product's collection: the pieces sold with it (their product names in the same catalogue). */
  collectionItems?: Product['collectionItems'];
  /** A bundle page composed from its parts (their product names in the same catalogue). */
  bundlePage?: Product['bundlePage'];
}

export type SizeLadder = Partial<Record<SizeKey, number>>;
