import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Staff-uploaded product photos. The cleaned original (auto-rotated, metadata stripped) lives in the object store under
 * `object_key`; its responsive variants are made from it on first request. `color` is a value of the product's Color
 * option (null: the photo shows every colour). No foreign key to products: a catalogue re-import replaces product rows,
 * and the photos must survive it. `version` moves on every edit, for optimistic concurrency.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    productId: text('product_id').notNull(),
    color: text('color'),
    position: integer('position').notNull(),
    alt: text('alt').notNull(),
    objectKey: text('object_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff account that uploaded it. */
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    index('product_images_brand_product_idx').on(t.brand, t.productId, t.position),
    check('product_images_alt_length', sql`char_length(${t.alt}) between 1 and 200`),
    check('product_images_content_type', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    check('product_images_size', sql`${t.width} > 0 and ${t.height} > 0 and ${t.bytes} > 0`),
  ],
);
