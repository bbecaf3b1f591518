import { z } from 'zod';
import { bundlePageSchema, collectionItemSchema } from './collections/collection-schema';

/** The product model, as zod schemas so the API validates seeds and documents responses with them. */

export const moneySchema = z.object({
  amount: z.number().int(),
  currency: z.enum(['USD', 'CAD']),
});

export const PRODUCT_GROUPS = [
  'mattress',
  'bed-frame',
  'bedding',
  'furniture',
  'bundle',
  'bedroom-set',
  'kids',
  'warranty',
  'service',
] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

export const propertyOptionSchema = z.object({
  value: z.string(),
  title: z.string(),
  /** Short code used in the variant sku. */
  code: z.string().regex(/^[A-Z0-9]{2,4}$/),
  /** Minor units added to the list price when this option is chosen. */
  priceDiff: z.number().int(),
  outOfStock: z.boolean(),
});
export type PropertyOption = z.infer<typeof propertyOptionSchema>;

export const productPropertySchema = z.object({
  /** One of the property names, in sort order: Size, Color, Weight, Leg, Pillow, Arm, Base, Material, Quantity, or Firmness. */
  name: z.string(),
  title: z.string(),
  /** Two-letter code used in the variant sku. */
  code: z.string().regex(/^[A-Z]{2}$/),
  defaultValue: z.string(),
  options: z.array(propertyOptionSchema).min(1),
});
export type ProductProperty = z.infer<typeof productPropertySchema>;

/** Availability of one variant sku; shipping windows are business days. */
export const availabilitySchema = z.object({
  isActive: z.boolean(),
  isInStock: z.boolean(),
  isBackOrderAllowed: z.boolean(),
  shippingFrom: z.number().int().min(0),
  shippingTo: z.number().int().min(0),
  wgsShippingFrom: z.number().int().min(0),
  wgsShippingTo: z.number().int().min(0),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** The single-object pricing form: price is the sale price of the default variant, listPrice its list price; discount is a percentage off list. */
export const singlePricingSchema = z.object({
  price: moneySchema.extend({ discount: z.number().min(0).max(100) }),
  listPrice: moneySchema.extend({ discount: z.number().min(0).max(100) }),
});
export type SinglePricing = z.infer<typeof singlePricingSchema>;

/** The list pricing form, one entry per sku (bundles with one sku per size). */
export const pricingEntrySchema = z.object({
  sku: z.string(),
  totalPrice: moneySchema,
  discountedPrice: moneySchema,
  totalValue: moneySchema,
  listPrice: moneySchema,
});
export type PricingEntry = z.infer<typeof pricingEntrySchema>;

export const pricingSchema = z.union([singlePricingSchema, z.array(pricingEntrySchema).min(1)]);
export type ProductPricing = z.infer<typeof pricingSchema>;

export const mediaSchema = z.object({
  url: z.string(),
  thumbUrl: z.string(),
  tags: z.array(z.string()),
  alt: z.string(),
  title: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

export const parcelDimensionsSchema = z.object({
  width: z.number(),
  height: z.number(),
  length: z.number(),
  weight: z.number(),
});
export type ParcelDimensions = z.infer<typeof parcelDimensionsSchema>;

/** One row of a product's size guide, in inches: a size (an option value of Size) or, for an unsized piece, null. */
export const sizeGuideRowSchema = z.object({
  size: z.string().nullable(),
  width: z.number().positive(),
  length: z.number().positive(),
  /** Null when the product has no height worth stating (a pillow, a duvet). */
  height: z.number().positive().nullable(),
});
export type SizeGuideRow = z.infer<typeof sizeGuideRowSchema>;

/**
 * The product's own measurements: `outer` is the piece itself (a mattress, a frame, a dresser); `fits` is the mattress
 * a fitted piece takes (sheets, protectors): its width and length, and the deepest mattress the pockets fit as height.
 */
export const sizeGuideSchema = z.object({
  measures: z.enum(['outer', 'fits']),
  rows: z.array(sizeGuideRowSchema).min(1),
});
export type SizeGuide = z.infer<typeof sizeGuideSchema>;

export const productSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
  /** The last segment of the product's page path (the base mattress is "mattress"). */
  name: z.string(),
  title: z.string(),
  inventoryKey: z.string().regex(/^[A-Z0-9]+$/),
  metadata: z.object({
    url: z.string().startsWith('/'),
    width: z.number().optional(),
    height: z.number().optional(),
    length: z.number().optional(),
    isWarranty: z.boolean(),
    reportToAnalytics: z.boolean(),
  }),
  attributes: z.object({
    group: z.enum(PRODUCT_GROUPS),
    /** Markers such as shipping-protection, soft-good, white-glove-eligible, bestseller, new, excluded-from-sitemap. */
    markers: z.array(z.string()),
    /** How many mattresses one unit contains (a mattress or a bundle with one: 1); absent when none. A split king set delivers two. */
    mattressCount: z.number().int().min(1).optional(),
  }),
  properties: z.array(productPropertySchema),
  availability: z.record(z.string(), availabilitySchema),
  pricing: pricingSchema,
  mediaCollection: z.array(mediaSchema).min(1),
  extrasData: z.object({ markers: z.array(z.string()), skus: z.array(z.string()) }),
  skuData: z.record(z.string(), z.object({ parcelDimensions: parcelDimensionsSchema, boxName: z.string().optional() })),
  /** Product copy shown on its page. */
  content: z.object({
    summary: z.string(),
    description: z.string(),
    highlights: z.array(z.string()),
    /** Ids of products offered alongside (a cart item's relatedProducts). */
    relatedProducts: z.array(z.string()),
    /** Trial and warranty of this product, the one source of its claims (its description repeats them); null parts are not claimed. */
    coverage: z.object({ trial: z.string().nullable(), warranty: z.string().nullable() }).optional(),
    /** The size guide from the product's own data; absent for products without dimensions (services, bundles). */
    sizeGuide: sizeGuideSchema.optional(),
  }),
  /** A furniture product's collection: the pieces sold with it, each bound to its cart line (absent: none). */
  collectionItems: z.array(collectionItemSchema).min(1).optional(),
  /** A bundle page composed from its parts (absent: the page sells the product itself). */
  bundlePage: bundlePageSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;
