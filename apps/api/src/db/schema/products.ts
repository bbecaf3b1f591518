import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Product } from '@store/core';

/** The product document without availability, which lives per sku in its own table. */
export type ProductDocument = Omit<Product, 'availability'>;

/** Products, one row per brand and id; the document holds the fields. */
export const products = pgTable(
  'products',
  {
    brand: text('brand').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    inventoryKey: text('inventory_key').notNull(),
    productGroup: text('product_group').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull(),
    document: jsonb('document').$type<ProductDocument>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.id] }),
    index('products_brand_name_idx').on(t.brand, t.name),
    index('products_brand_inventory_key_idx').on(t.brand, t.inventoryKey),
    index('products_brand_group_idx').on(t.brand, t.productGroup),
  ],
);

/** Availability keyed by variant sku, per brand. */
export const productAvailability = pgTable(
  'product_availability',
  {
    brand: text('brand').notNull(),
    sku: text('sku').notNull(),
    productId: text('product_id').notNull(),
    isActive: boolean('is_active').notNull(),
    isInStock: boolean('is_in_stock').notNull(),
    isBackOrderAllowed: boolean('is_back_order_allowed').notNull(),
    shippingFrom: integer('shipping_from').notNull(),
    shippingTo: integer('shipping_to').notNull(),
    wgsShippingFrom: integer('wgs_shipping_from').notNull(),
    wgsShippingTo: integer('wgs_shipping_to').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.sku] }), index('availability_brand_product_idx').on(t.brand, t.productId)],
);
