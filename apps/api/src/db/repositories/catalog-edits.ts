import { createHash } from 'node:crypto';
import { and, eq, max, sql } from 'drizzle-orm';
import { productSchema, type BrandKey, type Product } from '@store/core';
import { canonicalize } from '@store/core/catalog-file/canonical';
import { productAvailability, products } from '../schema';
import type { Db } from './carts';

/**
 * A product's version: a fingerprint of its document and availability as the catalogue file writes them (key order
 * fixed), so any change, by the editor, the bulk table, a catalogue-file import or a photo, gives a new version, and
 * a save made on an older one is told so. Nothing to keep in step: the stored product is its own version.
 */
export function productVersion(product: Product): string {
  return createHash('sha256')
    .update(JSON.stringify(canonicalize(productSchema, product)))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Catalogue changes of one brand wait for each other inside their transaction (the lock a catalogue-file import takes
 * too), so a version checked here cannot move before the change commits.
 */
export async function lockBrandCatalogue(tx: Db, brand: BrandKey): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalog-file:${brand}`}))`);
}

function columnsOf(brand: BrandKey, product: Product) {
  const { availability: _availability, ...document } = product;
  return {
    brand,
    id: document.id,
    name: document.name,
    inventoryKey: document.inventoryKey,
    productGroup: document.attributes.group,
    url: document.metadata.url,
    document,
  };
}

async function replaceAvailability(tx: Db, brand: BrandKey, product: Product): Promise<void> {
  await tx
    .delete(productAvailability)
    .where(and(eq(productAvailability.brand, brand), eq(productAvailability.productId, product.id)));
  const rows = Object.entries(product.availability).map(([sku, a]) => ({ brand, sku, productId: product.id, ...a }));
  if (rows.length > 0) await tx.insert(productAvailability).values(rows);
}

/** Writes an existing product's document and its availability rows (its place in the catalogue kept). */
export async function updateProduct(tx: Db, brand: BrandKey, product: Product): Promise<void> {
  const { brand: _brand, id: _id, ...columns } = columnsOf(brand, product);
  await tx
    .update(products)
    .set(columns)
    .where(and(eq(products.brand, brand), eq(products.id, product.id)));
  await replaceAvailability(tx, brand, product);
}

/** Adds a product at the end of the brand's catalogue. */
export async function insertProduct(tx: Db, brand: BrandKey, product: Product): Promise<void> {
  const [last] = await tx
    .select({ position: max(products.position) })
    .from(products)
    .where(eq(products.brand, brand));
  await tx.insert(products).values({ ...columnsOf(brand, product), position: (last?.position ?? -1) + 1 });
  await replaceAvailability(tx, brand, product);
}
