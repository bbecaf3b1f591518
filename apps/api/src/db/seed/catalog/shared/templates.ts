import type { BrandKey, ColorKey, SizeKey } from '@store/core';
import type { CopySpec, ProductSpec, PropertySpec, SizeLadder } from '../spec-types';
import { beddingClaim, frameClaim, FURNITURE_CLAIM, mattressClaim, type Claim } from './copy';
import {
  BEDDING_LADDER,
  FRAME_LADDER,
  FRAME_SIZES,
  MATTRESS_LADDER,
  MATTRESS_SIZES,
  PILLOW_LADDER,
  PILLOW_SIZES,
} from './options';
import { fittedGuide, frameGuide, mattressGuide, pieceGuide, PILLOW_GUIDE } from './dimensions';
import { fixedParcel, mattressParcel, parcelBySize } from './parcels';

/** What every template needs; anything else of ProductSpec may be given to override the template. */
export type SpecInput = Pick<ProductSpec, 'id' | 'title' | 'inventoryKey' | 'listPrice' | 'copy'> &
  Partial<Omit<ProductSpec, 'properties' | 'id' | 'title' | 'inventoryKey' | 'listPrice' | 'copy'>> & {
    sizes?: readonly SizeKey[];
    colors?: readonly ColorKey[];
    /** Default colour when it is not the first listed. */
    defaultColor?: ColorKey;
    extraProperties?: readonly PropertySpec[];
    /** Trial/warranty claim replacing the template's (variants such as the 30-night bedding trial). */
    claim?: Claim;
  };

const TEMPLATE_KEYS = ['sizes', 'colors', 'defaultColor', 'extraProperties', 'claim'] as const;
type SpecPart = Omit<SpecInput, (typeof TEMPLATE_KEYS)[number]>;

function specPart(input: SpecInput): SpecPart {
  const part: SpecInput = { ...input };
  for (const key of TEMPLATE_KEYS) delete part[key];
  return part;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The product's trial/warranty claim, the one source of it: kept as the page's coverage lines and written
 * into the description and highlights from the same values, so they cannot disagree.
 */
export function withClaim(copy: CopySpec, claim: Claim): CopySpec {
  const parts = [claim.trial, claim.warranty].filter((part): part is string => part !== null).map(lower);
  if (parts.length === 0) return { ...copy, coverage: claim };
  const text = parts.join(' and a ');
  return {
    ...copy,
    description: `${copy.description} Backed by a ${text}.`,
    highlights: [...copy.highlights, capitalize(text)],
    coverage: claim,
  };
}

/** The Size property of a template; an empty `sizes` list means the product is not sized. */
function sizeProperty(input: SpecInput, sizes: readonly SizeKey[], ladder: SizeLadder): PropertySpec[] {
  const options = input.sizes ?? sizes;
  return options.length === 0 ? [] : [{ name: 'Size', options, ladder }];
}

function colorProperty(input: SpecInput): PropertySpec[] {
  if (!input.colors || input.colors.length === 0) return [];
  return [{ name: 'Color', options: input.colors, defaultValue: input.defaultColor }];
}

function merge(
  input: SpecInput,
  defaults: Omit<ProductSpec, 'id' | 'title' | 'inventoryKey' | 'listPrice' | 'copy'>,
  claim: Claim,
): ProductSpec {
  const rest = specPart(input);
  return {
    ...defaults,
    ...rest,
    properties: [...(defaults.properties ?? []), ...(input.extraProperties ?? [])],
    markers: [...new Set([...(defaults.markers ?? []), ...(rest.markers ?? [])])],
    copy: withClaim(rest.copy, input.claim ?? claim),
  };
}

/** A mattress: sizes twin to split king on the mattress ladder, white glove eligible, boxed parcels by height. */
export function mattressSpec(brand: BrandKey, input: SpecInput & { height: number }): ProductSpec {
  return merge(
    input,
    {
      group: 'mattress',
      url: `/mattresses/${input.id}`,
      mattressCount: 1,
      properties: [...sizeProperty(input, MATTRESS_SIZES, MATTRESS_LADDER), ...colorProperty(input)],
      markers: ['white-glove-eligible'],
      media: { style: 'mattress' },
      parcel: mattressParcel(input.height),
      sizeGuide: mattressGuide(input.height),
    },
    mattressClaim(brand),
  );
}

/** A pillow: standard or king, a soft good. */
export function pillowSpec(brand: BrandKey, input: SpecInput): ProductSpec {
  return merge(
    input,
    {
      group: 'bedding',
      url: `/bedding/${input.id}`,
      properties: [...sizeProperty(input, PILLOW_SIZES, PILLOW_LADDER), ...colorProperty(input)],
      markers: ['soft-good'],
      media: { style: 'pillow' },
      parcel: fixedParcel(20, 8, 28, 3),
      sizeGuide: PILLOW_GUIDE,
    },
    beddingClaim(brand),
  );
}

/** Sized bedding (sheets, protectors, duvets, toppers): bedding ladder, optional colours, a soft good; fitted to mattresses up to 16 inches unless its spec gives its own size guide. */
export function beddingSpec(brand: BrandKey, input: SpecInput): ProductSpec {
  return merge(
    input,
    {
      group: 'bedding',
      url: `/bedding/${input.id}`,
      properties: [...sizeProperty(input, MATTRESS_SIZES, BEDDING_LADDER), ...colorProperty(input)],
      markers: ['soft-good'],
      media: { style: 'sheets' },
      parcel: parcelBySize(fixedParcel(14, 5, 12, 4)),
      sizeGuide: fittedGuide(16),
    },
    beddingClaim(brand),
  );
}

/** A bed frame or base: frame ladder, colours, white glove eligible, ships in 2-5 days. */
export function frameSpec(brand: BrandKey, input: SpecInput): ProductSpec {
  return merge(
    input,
    {
      group: 'bed-frame',
      url: `/bed-frames/${input.id}`,
      properties: [...sizeProperty(input, FRAME_SIZES, FRAME_LADDER), ...colorProperty(input)],
      markers: ['white-glove-eligible'],
      shipping: { from: 2, to: 5, wgsFrom: 7, wgsTo: 14 },
      media: { style: 'platform' },
      height: input.height ?? 14,
      parcel: parcelBySize(fixedParcel(16, 10, 84, 85)),
      sizeGuide: frameGuide(input.height ?? 14),
    },
    frameClaim(brand),
  );
}

/** Case goods (nightstands, dressers, chests): finishes, white glove eligible, longer shipping, 1-year warranty. */
export function furnitureSpec(
  brand: BrandKey,
  input: SpecInput & { dimensions: { width: number; length: number; height: number } },
): ProductSpec {
  const { width, length, height } = input.dimensions;
  return merge(
    input,
    {
      group: 'furniture',
      url: `/furniture/${input.id}`,
      properties: colorProperty(input),
      markers: ['white-glove-eligible'],
      shipping: { from: 5, to: 10, wgsFrom: 10, wgsTo: 21 },
      media: { style: 'nightstand' },
      sizeGuide: pieceGuide(width, length, height),
      parcel: fixedParcel(width + 4, height + 4, length + 4, Math.round((width * length * height) / 300)),
    },
    FURNITURE_CLAIM,
  );
}
