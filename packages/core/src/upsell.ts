import { z } from 'zod';
import { PRODUCT_GROUPS, type ProductGroup } from './product';
import type { SizeKey } from './enums';

/** An upsell catalogue item, kept per brand and region; field names are the storefront contract's, verbatim. */

export const UPSELL_KINDS = ['gift', 'upgrade', 'coverage', 'furniture', 'bundle', 'accessory', 'shipping-protection'] as const;
export type UpsellKind = (typeof UPSELL_KINDS)[number];

export const UPSELL_TYPES = ['fixed-saving', 'additional'] as const;
export type UpsellType = (typeof UPSELL_TYPES)[number];

export const UPSELL_PROPERTY_TYPES = ['Color', 'Size', 'Material', 'Weight'] as const;
export type UpsellPropertyType = (typeof UPSELL_PROPERTY_TYPES)[number];

/** The colors imageByColor may hold (white, natural, walnut, green, grey and the upholstered variants). */
export const UPSELL_IMAGE_COLORS = [
  'white',
  'natural',
  'walnut',
  'green',
  'grey',
  'lightoakupholstered',
  'walnutupholstered',
] as const;
export type UpsellImageColor = (typeof UPSELL_IMAGE_COLORS)[number];

/** architecture.md: generated imagery `/media/{group}/{style}/{color}/{angle}.svg`, lowercase-kebab parts only. */
export const MEDIA_URL_PATTERN = new RegExp(
  `^/media/(${PRODUCT_GROUPS.join('|')})/[a-z0-9]+(-[a-z0-9]+)*/[a-z0-9]+(-[a-z0-9]+)*/(main|side|detail|lifestyle)\\.svg$`,
);
const mediaUrl = z.string().regex(MEDIA_URL_PATTERN, 'Expected a generated /media/{group}/{style}/{color}/{angle}.svg url');

export const upsellDefaultPropertySchema = z.object({
  type: z.enum(UPSELL_PROPERTY_TYPES),
  chooser: z.boolean(),
  defaultValue: z.string().min(1),
});
export type UpsellDefaultProperty = z.infer<typeof upsellDefaultPropertySchema>;

export const upsellAlternativePropertySchema = z.object({
  type: z.enum(UPSELL_PROPERTY_TYPES),
  alternativeValue: z.string().min(1),
});
export type UpsellAlternativeProperty = z.infer<typeof upsellAlternativePropertySchema>;

/** The combo item labels, in order. */
export const COMBO_ITEMS_LABELS = ['Sheets', 'Mattress Protector', 'Pillows'] as const;

export const SERENITY_COMBO_LABEL = 'Add Mattress & Get Serenity Bundle for FREE!';
export const PREMIER_COMBO_LABEL = 'Add Mattress & Get Premier Bundle for FREE!';

export const upsellItemBaseSchema = z.object({
  name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** The catalogue product this item adds to the cart. */
  productId: z.string().min(1),
  region: z.enum(['US', 'CA']),
  kind: z.enum(UPSELL_KINDS),
  sku: z.string().min(1),
  fallbackSku: z.string().min(1),
  shortTitle: z.string().min(1),
  longTitle: z.string().min(1),
  shortDescription: z.string().min(1),
  longDescription: z.string().min(1),
  thumbnail: mediaUrl,
  thumbnailV2: mediaUrl,
  image: mediaUrl,
  imageMobile: mediaUrl,
  imageByColor: z
    .object({
      white: mediaUrl.optional(),
      natural: mediaUrl.optional(),
      walnut: mediaUrl.optional(),
      green: mediaUrl.optional(),
      grey: mediaUrl.optional(),
      lightoakupholstered: mediaUrl.optional(),
      walnutupholstered: mediaUrl.optional(),
    })
    .strict(),
  features: z.array(z.string().min(1)),
  defaultProperties: z.array(upsellDefaultPropertySchema),
  alternativeProperties: z.array(upsellAlternativePropertySchema),
  isUpsell: z.boolean(),
  isNotSaleAble: z.boolean(),
  /** Percent off when sold with a base product of a sellsWith group; 100 is a free gift. */
  discount: z.number().min(0).max(100),
  hasSizeVariant: z.boolean(),
  isStandalone: z.boolean(),
  preselected: z.boolean(),
  type: z.enum(UPSELL_TYPES),
  /** Product groups whose lines this item attaches to (forItem). */
  sellsWith: z.array(z.enum(PRODUCT_GROUPS)),
  /** Units the offer adds per unit of its parent (free pillows come as a pair); its gift discount covers them all. Absent: 1. */
  quantity: z.number().int().min(1).max(10).optional(),
  /**
   * Names of offers this one cannot be taken with under the same parent (a bundle holding sheets and pillows excludes
   * the free sheets and the free pillows); the relation holds both ways (gift-offers.ts). Absent: none.
   */
  excludes: z.array(z.string().min(1)).optional(),
  dataV2: z.object({
    labelData: z.object({ label: z.string(), color: z.string() }),
    shortTitle: z.string(),
    image: mediaUrl,
    features: z.array(z.string()),
    comboItemData: z
      .object({
        label: z.string(),
        itemsLabels: z.tuple([z.literal('Sheets'), z.literal('Mattress Protector'), z.literal('Pillows')]),
      })
      .optional(),
  }),
  isComboWithBaseProduct: z.object({
    show: z.boolean(),
    label: z.string(),
    labelV2: z.string(),
    labelV3: z.string(),
    title: z.string(),
    /** Spelled so in the storefront contract (sic). */
    sellsWithMattess: z.boolean(),
  }),
});

/** A second complete item offered with the first (a headboard with a bamboo frame), with its call-to-action texts. */
export const pairedUpsellItemSchema = upsellItemBaseSchema.extend({ labelText: z.string().min(1), linkText: z.string().min(1) });
export type PairedUpsellItem = z.infer<typeof pairedUpsellItemSchema>;

export const upsellItemSchema = upsellItemBaseSchema.extend({ pairedItem: pairedUpsellItemSchema.optional() });
export type UpsellItem = z.infer<typeof upsellItemSchema>;

/** Shopper-side experiment assignments: they change what is shown, never a price. */
export const UPSELL_FLAG_NAMES = ['swapSizeDefault', 'premierBundleExperiment', 'showShippingProtection'] as const;
export type UpsellFlagName = (typeof UPSELL_FLAG_NAMES)[number];
export type UpsellFlags = Record<UpsellFlagName, boolean>;
export const NO_UPSELL_FLAGS: UpsellFlags = {
  swapSizeDefault: false,
  premierBundleExperiment: false,
  showShippingProtection: false,
};

/** The flags named in a list switched on, every other flag off. */
export function upsellFlagsFrom(names: readonly UpsellFlagName[]): UpsellFlags {
  return { ...NO_UPSELL_FLAGS, ...Object.fromEntries(names.map((n) => [n, true])) };
}

/** The one sku whose size default is swapped, and from which size to which, when swapSizeDefault is set. */
export const SIZE_SWAP = { fallbackSku: 'GELPILLOW', from: 'standard', to: 'king' } as const satisfies {
  fallbackSku: string;
  from: SizeKey;
  to: SizeKey;
};

export interface UpsellRequest {
  names?: readonly string[];
  fallbackSkus?: readonly string[];
  size?: SizeKey;
}

/** Catalogue lookup: found by name (a name that matches none is tried as a fallback sku) or by fallback sku, unknown dropped, request order, then the size, swap, Premier and shipping-protection rules. */
export function lookupUpsells(catalogue: readonly UpsellItem[], request: UpsellRequest, flags: UpsellFlags): UpsellItem[] {
  return findUpsells(catalogue, request)
    .filter((item) => isUpsellVisible(item, flags))
    .map((item) => applyPremierBundleLabel(applySizeSwap(applyRequestedSize(item, request.size), flags), flags));
}

/** Items by name (else fallback sku), then by fallback sku, each once, in request order; no keys at all means the whole catalogue. */
export function findUpsells(
  catalogue: readonly UpsellItem[],
  request: Pick<UpsellRequest, 'names' | 'fallbackSkus'>,
): UpsellItem[] {
  if (request.names === undefined && request.fallbackSkus === undefined) return [...catalogue];
  const bySku = (key: string) => catalogue.find((item) => item.fallbackSku === key);
  const found = [
    ...(request.names ?? []).map((key) => catalogue.find((item) => item.name === key) ?? bySku(key)),
    ...(request.fallbackSkus ?? []).map(bySku),
  ];
  const picked = new Map<string, UpsellItem>();
  for (const item of found) if (item && !picked.has(item.name)) picked.set(item.name, item);
  return [...picked.values()];
}

/** The shipping-protection item is hidden unless its test flag is on. */
export function isUpsellVisible(item: UpsellItem, flags: UpsellFlags): boolean {
  return item.kind !== 'shipping-protection' || flags.showShippingProtection;
}

/**
 * A supplied size on a sized item without a Size default marks it standalone with that size; a sized item keeps
 * its own Size default; otherwise any Size default is removed. The paired item is sized the same way: a bamboo frame and
 * its headboard come in the mattress's size together.
 */
export function applyRequestedSize(item: UpsellItem, size: SizeKey | undefined): UpsellItem {
  const sized = sizeOne(item, size);
  return item.pairedItem ? { ...sized, pairedItem: sizeOne(item.pairedItem, size) } : sized;
}

function sizeOne<T extends Omit<UpsellItem, 'pairedItem'>>(item: T, size: SizeKey | undefined): T {
  const hasSizeDefault = item.defaultProperties.some((p) => p.type === 'Size');
  if (size !== undefined && item.hasSizeVariant) {
    if (hasSizeDefault) return item;
    return {
      ...item,
      isStandalone: true,
      defaultProperties: [...item.defaultProperties, { type: 'Size', chooser: true, defaultValue: size }],
    };
  }
  if (!hasSizeDefault) return item;
  return { ...item, defaultProperties: item.defaultProperties.filter((p) => p.type !== 'Size') };
}

/** With swapSizeDefault, the SIZE_SWAP sku's Size default moves from SIZE_SWAP.from to SIZE_SWAP.to. */
export function applySizeSwap(item: UpsellItem, flags: UpsellFlags): UpsellItem {
  if (!flags.swapSizeDefault || item.fallbackSku !== SIZE_SWAP.fallbackSku) return item;
  const defaultProperties = item.defaultProperties.map((p) =>
    p.type === 'Size' && p.defaultValue === SIZE_SWAP.from ? { ...p, defaultValue: SIZE_SWAP.to } : p,
  );
  return { ...item, defaultProperties };
}

/** With the Premier bundle experiment on, a mattress combo's Serenity label reads 'Add Mattress & Get Premier Bundle for FREE!'. */
export function applyPremierBundleLabel(item: UpsellItem, flags: UpsellFlags): UpsellItem {
  const combo = item.isComboWithBaseProduct;
  if (!flags.premierBundleExperiment || !combo.sellsWithMattess) return item;
  const swap = (text: string) =>
    text === SERENITY_COMBO_LABEL ? PREMIER_COMBO_LABEL : text.replaceAll('Serenity Bundle', 'Premier Bundle');
  return {
    ...item,
    isComboWithBaseProduct: { ...combo, label: swap(combo.label), labelV2: swap(combo.labelV2), labelV3: swap(combo.labelV3) },
  };
}

/** Percent off that applies when the item is added with forItem pointing at a line of a sellsWith group; 0 otherwise. */
export function giftDiscountFor(item: Pick<UpsellItem, 'discount' | 'sellsWith'>, parentGroup: ProductGroup): number {
  return item.sellsWith.includes(parentGroup) ? item.discount : 0;
}
