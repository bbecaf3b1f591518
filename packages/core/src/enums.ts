/** Enumerations of the product model: sizes, dimensions, finishes, materials, firmness, weights, lines, payments. */

export const SIZE_KEYS = ['standard', 'twin', 'twinXL', 'full', 'queen', 'king', 'calKing', 'splitKing', 'large'] as const;
export type SizeKey = (typeof SIZE_KEYS)[number];

/** Display labels; "Twin XL", "Cal King" and "Split King" are spelled exactly so. */
export const SIZE_LABELS: Record<SizeKey, string> = {
  standard: 'Standard',
  twin: 'Twin',
  twinXL: 'Twin XL',
  full: 'Full',
  queen: 'Queen',
  king: 'King',
  calKing: 'Cal King',
  splitKing: 'Split King',
  large: 'Large',
};

export interface Dimensions {
  width: number;
  length: number;
  height: number;
}

/** Mattress dimensions in inches (width x length x height). */
export const SIZE_DIMENSIONS: Partial<Record<SizeKey, Dimensions>> = {
  twin: { width: 39, length: 75, height: 11 },
  twinXL: { width: 39, length: 80, height: 11 },
  full: { width: 54, length: 75, height: 11 },
  queen: { width: 60, length: 80, height: 11 },
  king: { width: 76, length: 80, height: 11 },
  calKing: { width: 72, length: 84, height: 11 },
  splitKing: { width: 72, length: 84, height: 11 },
};

export const DEFAULT_SIZE: SizeKey = 'queen';

/** Two-letter option codes used when building variant skus. */
export const SIZE_CODES: Record<SizeKey, string> = {
  standard: 'ST',
  twin: 'TW',
  twinXL: 'TX',
  full: 'FU',
  queen: 'QN',
  king: 'KG',
  calKing: 'CK',
  splitKing: 'SK',
  large: 'LG',
};

/** A size entry: key, value, bundle sku, box name, currency $ and outOfStock false. */
export interface SizeEntry {
  key: SizeKey;
  value: string;
  bundleSku: string;
  boxName: string;
  currency: '$';
  outOfStock: false;
}

/** Serenity bundle sizes: full, twin, twin XL, queen, king, cal king, split king. */
export const SERENITY_SIZES: readonly SizeKey[] = ['twin', 'twinXL', 'full', 'queen', 'king', 'calKing', 'splitKing'];

export const SIZE_ENTRIES: readonly SizeEntry[] = SERENITY_SIZES.map((key) => ({
  key,
  value: SIZE_LABELS[key],
  bundleSku: `SRNBNDL-SZ${SIZE_CODES[key]}`,
  boxName: `${SIZE_LABELS[key].toUpperCase()} BOX`,
  currency: '$',
  outOfStock: false,
}));

export const COLOR_KEYS = [
  'black',
  'white',
  'golden',
  'grey',
  'linen',
  'natural',
  'walnut',
  'tan',
  'navy',
  'slate',
  'blackAndWhite',
  'twoTone',
  'lightoakupholstered',
  'walnutupholstered',
  'green',
  'oak',
  'sand',
  'charcoal',
  'blush',
  'sage',
] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];

export const COLOR_LABELS: Record<ColorKey, string> = {
  black: 'Black',
  white: 'White',
  golden: 'Golden',
  grey: 'Grey',
  linen: 'Linen',
  natural: 'Natural',
  walnut: 'Walnut',
  tan: 'Tan',
  navy: 'Navy',
  slate: 'Slate',
  blackAndWhite: 'Black & White',
  twoTone: 'Two-Tone',
  lightoakupholstered: 'Light Oak Upholstered',
  walnutupholstered: 'Walnut Upholstered',
  green: 'Green',
  oak: 'Oak',
  sand: 'Sand',
  charcoal: 'Charcoal',
  blush: 'Blush',
  sage: 'Sage',
};

/** Hex swatches used by the generated SVG imagery and the color pickers. */
export const COLOR_SWATCHES: Record<ColorKey, string> = {
  black: '#1f1f1f',
  white: '#f7f7f5',
  golden: '#c9a227',
  grey: '#9a9a9a',
  linen: '#e8dfd0',
  natural: '#d8c3a5',
  walnut: '#5c3b28',
  tan: '#c19a6b',
  navy: '#1f2f4f',
  slate: '#5a6672',
  blackAndWhite: '#7a7a7a',
  twoTone: '#a58b6f',
  lightoakupholstered: '#cdb28a',
  walnutupholstered: '#6b4a34',
  green: '#4f6b4a',
  oak: '#b88a56',
  sand: '#d9c7a7',
  charcoal: '#3a3d40',
  blush: '#e8c4c0',
  sage: '#9caf88',
};

export const MATERIALS = ['hybrid', 'memory-foam'] as const;
export type Material = (typeof MATERIALS)[number];
export const MATERIAL_LABELS: Record<Material, string> = { hybrid: 'Hybrid', 'memory-foam': 'Memory Foam' };

export const FIRMNESS = ['soft', 'firm', 'luxury-firm'] as const;
export type Firmness = (typeof FIRMNESS)[number];
export const FIRMNESS_LABELS: Record<Firmness, string> = { soft: 'Soft', firm: 'Firm', 'luxury-firm': 'Luxury Firm' };

/** Weighted blanket weights in lbs; default 15. */
export const WEIGHTS = [15, 20, 25] as const;
export type Weight = (typeof WEIGHTS)[number];
export const DEFAULT_WEIGHT: Weight = 15;

export const MATTRESS_LINES = ['standard', 'premier', 'copper', 'hybrid', 'rest', 'cool', 'firm', 'luxury firm'] as const;
export type MattressLine = (typeof MATTRESS_LINES)[number];

/** Tiers of the main brand's mattresses, lowest first. */
export const MATTRESS_TIERS = ['classic', 'premier', 'premier-rest', 'luxe', 'ultra'] as const;
export type MattressTier = (typeof MATTRESS_TIERS)[number];

export const PAYMENT_METHODS = [
  'card',
  'link',
  'afterpay_clearpay',
  'link_card_brand',
  'amazon_pay',
  'google_pay',
  'apple_pay',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The payment providers, their labels and the providers that go through PayPal's gateway: read from the providers' manifests
 * (payments/providers/<provider>/manifest.ts), re-exported here where the rest of the store has always found them.
 */
export { PAYMENT_PROVIDERS, PAYMENT_PROVIDER_LABELS, VIA_BRAINTREE, type PaymentProvider } from './payments/provider-manifests';
