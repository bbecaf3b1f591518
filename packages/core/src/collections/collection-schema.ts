import { z } from 'zod';
import { COLLECTION_ITEM_TYPES, COLOR_RULES } from './collection-kinds';

/**
 * Catalogue data for pieces sold together with a product: a furniture product's collection items and a bundle page's
 * parts (product page state collectionItems and bundlePageProducts). Field names are the storefront's contract names where there are any.
 */

/** One piece of a furniture product's collection ("nightstand, up to 2, matches the bed's colour"). */
export const collectionItemSchema = z.object({
  type: z.enum(COLLECTION_ITEM_TYPES),
  /** The most units of this piece sold with one unit of the main product. */
  maximumQuantity: z.number().int().min(1).max(4),
  /** The piece's product name (its page path's last segment; names are unique within a brand). */
  productName: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  colorRule: z.enum(COLOR_RULES),
  /** Percent off the piece's sale price when bought with the main product, up to maximumQuantity per main unit. */
  percentOff: z.number().int().min(0).max(50),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/**
 * One part of a bundle page: the products the shopper picks one of, the percent off each gets in the bundle, whether
 * the bundle needs it, and how its colour is chosen (`match-main`: the bundle's furniture colour, for a headboard).
 */
export const bundleSlotSchema = z.object({
  productNames: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]*$/)).min(1),
  percentOff: z.number().int().min(0).max(50),
  required: z.boolean(),
  colorRule: z.enum(COLOR_RULES),
});
export type BundleSlot = z.infer<typeof bundleSlotSchema>;

/**
 * A bundle page composed from its parts (bundlePageProducts): the base (a mattress, the line the others are bound to),
 * furniture, a headboard add-on and the extended warranty. The base is always required and never discounted: the
 * bundle's saving is what its parts take off.
 */
export const bundlePageSchema = z
  .object({
    base: bundleSlotSchema.extend({ required: z.literal(true), percentOff: z.literal(0) }),
    furniture: bundleSlotSchema.optional(),
    headboardAddon: bundleSlotSchema.optional(),
    extend: bundleSlotSchema.optional(),
  })
  .strict();
export type BundlePage = z.infer<typeof bundlePageSchema>;
