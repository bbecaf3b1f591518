import { z } from 'zod';
import { BRAND_KEYS } from '../brands';
import { errorEnvelopeSchema } from '../error-envelope';
import { PRODUCT_GROUPS, productSchema } from '../product';
import { variantEditFieldsSchema } from './variant-edits';

/**
 * The staff application's catalogue editing on the wire (/admin/catalog). A product's `version` is a fingerprint of
 * its stored document and availability: a save names the version it was made on, and one made on an older version is
 * refused (409), so two people never overwrite each other without seeing it.
 */

export const productVersionSchema = z.string().regex(/^[0-9a-f]{16}$/, 'expected the version the product was read at');

/** A product as the catalogue list shows it. */
export const catalogProductRowSchema = z.object({
  brand: z.enum(BRAND_KEYS),
  id: z.string(),
  name: z.string(),
  title: z.string(),
  group: z.enum(PRODUCT_GROUPS),
  url: z.string(),
  variants: z.number().int(),
  /** The cheapest and dearest variant as charged, minor units of `currency`. */
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  currency: z.enum(['USD', 'CAD']),
  /** Variants sold (active) and of those, in stock or open to back-order. */
  activeVariants: z.number().int(),
  availableVariants: z.number().int(),
  version: productVersionSchema,
});
export type CatalogProductRow = z.infer<typeof catalogProductRowSchema>;

export const catalogProductListSchema = z.object({ products: z.array(catalogProductRowSchema) });

/** An upsell offer or gift with purchase that adds a product, as the product editor lists them (read only). */
export const productOfferSchema = z.object({
  name: z.string(),
  kind: z.string(),
  productId: z.string(),
  discount: z.number(),
  title: z.string(),
  /** `adds-this`: the offer puts this product in the cart; `shown-with`: offered with this product's group. */
  relation: z.enum(['adds-this', 'shown-with']),
});

/** GET /admin/catalog/products/:brand/:id: the document in the catalogue file's form and what the editor needs. */
export const catalogProductDetailSchema = z.object({
  brand: z.enum(BRAND_KEYS),
  currency: z.enum(['USD', 'CAD']),
  version: productVersionSchema,
  product: productSchema,
  /** The brand's other products, for the related-products picker and the pickers of collections and bundles. */
  others: z.array(
    z.object({ id: z.string(), name: z.string(), title: z.string(), group: z.enum(PRODUCT_GROUPS), skus: z.array(z.string()) }),
  ),
  /** The offers that add this product and the offers shown with it (by group). */
  offers: z.array(productOfferSchema),
});
export type CatalogProductDetail = z.infer<typeof catalogProductDetailSchema>;

/** PUT body: the whole document and the version it was edited from. */
export const saveProductBodySchema = z.strictObject({ version: productVersionSchema, product: z.unknown() });
/** POST body: a new product's whole document. */
export const createProductBodySchema = z.strictObject({ product: z.unknown() });

export const savedProductsSchema = z.object({
  /** The products written, each with its new version (an edited one first, then bundle pages repriced with it). */
  products: z.array(z.object({ id: z.string(), version: productVersionSchema })),
  /** Bundle pages whose price followed a part's new price. */
  repriced: z.array(z.string()),
  /** False when the store already held exactly this (a retried save): nothing was written. */
  changed: z.boolean(),
});
export type SavedProducts = z.infer<typeof savedProductsSchema>;

/** A refused save: the error envelope with each problem at its path in the product (`field` as a form names it). */
export const productFieldErrorSchema = z.object({
  productId: z.string(),
  path: z.string(),
  field: z.string(),
  message: z.string(),
});
export const catalogErrorEnvelope = errorEnvelopeSchema.extend({ errors: z.array(productFieldErrorSchema).optional() });

/** One sellable variant in the bulk table. */
export const variantRowSchema = z.object({
  productId: z.string(),
  productTitle: z.string(),
  group: z.string(),
  sku: z.string(),
  options: z.array(z.object({ name: z.string(), value: z.string(), title: z.string() })),
  price: z.number().int(),
  listPrice: z.number().int(),
  priceFromParts: z.boolean(),
  hasAvailability: z.boolean(),
  isActive: z.boolean(),
  isInStock: z.boolean(),
  isBackOrderAllowed: z.boolean(),
  shippingFrom: z.number().int(),
  shippingTo: z.number().int(),
  wgsShippingFrom: z.number().int(),
  wgsShippingTo: z.number().int(),
  /** The version of the variant's product. */
  version: productVersionSchema,
});
export type VariantRowWire = z.infer<typeof variantRowSchema>;
export const variantListSchema = z.object({
  brand: z.enum(BRAND_KEYS),
  currency: z.enum(['USD', 'CAD']),
  variants: z.array(variantRowSchema),
});

/** PATCH /admin/catalog/variants: many variants' prices and availability, each with its product's version. */
export const variantChangeSchema = variantEditFieldsSchema.extend({
  sku: z.string().regex(/^[A-Z0-9-]{1,80}$/, 'expected a variant sku'),
  version: productVersionSchema,
});
export type VariantChange = z.infer<typeof variantChangeSchema>;
export const patchVariantsBodySchema = z.strictObject({
  brand: z.enum(BRAND_KEYS),
  changes: z.array(variantChangeSchema).min(1).max(10_000),
});

/** POST /admin/catalog/variants/csv: an uploaded sheet read against the store; nothing is written. */
export const MAX_PRICE_CSV_BYTES = 1_000_000;
export const priceCsvCheckBodySchema = z.strictObject({ brand: z.enum(BRAND_KEYS), csv: z.string().max(MAX_PRICE_CSV_BYTES) });
export const priceCsvCheckSchema = z.object({
  changes: z.array(
    z.object({
      line: z.number().int(),
      sku: z.string(),
      productId: z.string(),
      productTitle: z.string(),
      options: z.string(),
      fields: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
      /** The change to send to PATCH /admin/catalog/variants to apply the line (with its product's version as read). */
      change: variantChangeSchema,
    }),
  ),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  unchanged: z.number().int(),
});
export type PriceCsvCheck = z.infer<typeof priceCsvCheckSchema>;

/** GET /admin/catalog/variants/csv answers the sheet's text (text/csv). */
export const priceSheetTextSchema = z.string();
