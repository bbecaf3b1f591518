import { z } from 'zod';
import { addLineSchema } from '../cart/cart-schema';
import { safeId, safeText } from '../text/safe-text';

/**
 * The bodies that add a product with the pieces bound to it: a furniture product with its collection items, and a
 * bundle page's parts. Nothing price-like is accepted (strict objects): the server prices every line from the catalogue.
 */

const MAX_PIECE_QUANTITY = 20;

/** A piece asked for with its main product: which, how many and (only read for a shopper-choice piece) a colour. */
const collectionPieceSchema = z.strictObject({
  productID: safeId(100),
  quantity: z
    .number()
    .int()
    .min(1, 'Quantity must be a positive whole number')
    .max(MAX_PIECE_QUANTITY, `Quantity must be at most ${MAX_PIECE_QUANTITY}`),
  color: safeText({ min: 1, max: 60 }).optional(),
});

/** POST /carts/my/items/collection: the main product's line (never a child) and its collection items. */
export const addCollectionSchema = z.strictObject({
  item: addLineSchema.omit({ forItem: true }),
  collectionItems: z.array(collectionPieceSchema).min(1).max(8),
});
export type AddCollection = z.infer<typeof addCollectionSchema>;

const bundlePickSchema = z.strictObject({ productID: safeId(100), color: safeText({ min: 1, max: 60 }).optional() });

/** POST /carts/my/items/bundle: a bundle page's product, its size and the part picked for each slot (bundlePageProducts). */
export const addBundleSchema = z.strictObject({
  bundleID: safeId(100),
  size: safeText({ min: 1, max: 40 }).optional(),
  bundlePageProducts: z.strictObject({
    base: bundlePickSchema,
    furniture: bundlePickSchema.optional(),
    headboardAddon: bundlePickSchema.optional(),
    extend: bundlePickSchema.optional(),
  }),
});
export type AddBundle = z.infer<typeof addBundleSchema>;
