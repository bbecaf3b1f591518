import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Availability, BrandKey, Product } from '@store/core';
import type { Database } from '../client';
import { productAvailability, products, type ProductDocument } from '../schema';

type ProductRow = typeof products.$inferSelect;
type AvailabilityRow = typeof productAvailability.$inferSelect;

export type ProductKey = 'id' | 'name' | 'inventoryKey';

/** Products of one brand whose id, name or inventory key is in the list; the brand filter is never optional. */
export async function findProducts(
  db: Pick<Database, 'select'>,
  brand: BrandKey,
  key: ProductKey,
  values: readonly string[],
): Promise<Product[]> {
  if (values.length === 0) return [];
  const column = key === 'id' ? products.id : key === 'name' ? products.name : products.inventoryKey;
  const matching = and(eq(products.brand, brand), inArray(column, [...values]));
  // Both queries sent at once, not one after the other (every cart read and change waits for this lookup): the
  // availability rows are found by a subquery on the same products; in a transaction postgres.js pipelines the two
  // on its connection, outside one they go out on two pooled connections.
  const [rows, availabilityRows] = await Promise.all([
    db.select().from(products).where(matching).orderBy(asc(products.position)),
    db
      .select()
      .from(productAvailability)
      .where(
        and(
          eq(productAvailability.brand, brand),
          inArray(productAvailability.productId, db.select({ id: products.id }).from(products).where(matching)),
        ),
      ),
  ]);
  return joinAvailability(rows, availabilityRows);
}

/** Every product of a brand, or of one product group, in catalogue order. */
export async function listProducts(db: Pick<Database, 'select'>, brand: BrandKey, group?: string): Promise<Product[]> {
  const where = group ? and(eq(products.brand, brand), eq(products.productGroup, group)) : eq(products.brand, brand);
  const rows = await db.select().from(products).where(where).orderBy(asc(products.position));
  return withAvailability(db, brand, rows);
}

/** The products of rows with their availability per sku. */
export async function withAvailability(db: Pick<Database, 'select'>, brand: BrandKey, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const availabilityRows = await db
    .select()
    .from(productAvailability)
    .where(
      and(
        eq(productAvailability.brand, brand),
        inArray(
          productAvailability.productId,
          rows.map((r) => r.id),
        ),
      ),
    );
  return joinAvailability(rows, availabilityRows);
}

/** Each product row's document with its availability per sku. */
function joinAvailability(rows: ProductRow[], availabilityRows: AvailabilityRow[]): Product[] {
  const byProduct = new Map<string, Record<string, Availability>>();
  for (const row of availabilityRows) {
    const map = byProduct.get(row.productId) ?? {};
    map[row.sku] = toAvailability(row);
    byProduct.set(row.productId, map);
  }
  return rows.map((row) => ({ ...row.document, availability: byProduct.get(row.id) ?? {} }));
}

function toAvailability(row: AvailabilityRow): Availability {
  return {
    isActive: row.isActive,
    isInStock: row.isInStock,
    isBackOrderAllowed: row.isBackOrderAllowed,
    shippingFrom: row.shippingFrom,
    shippingTo: row.shippingTo,
    wgsShippingFrom: row.wgsShippingFrom,
    wgsShippingTo: row.wgsShippingTo,
  };
}

/** Writes a brand's catalogue (products and availability) in one transaction, replacing what was there. */
export async function replaceCatalog(db: Database, brand: BrandKey, catalog: readonly Product[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(productAvailability).where(eq(productAvailability.brand, brand));
    await tx.delete(products).where(eq(products.brand, brand));
    if (catalog.length === 0) return;
    const productRows = catalog.map((product, position) => {
      const { availability: _availability, ...document } = product;
      return toProductRow(brand, document, position);
    });
    await tx.insert(products).values(productRows);
    const availabilityRows = catalog.flatMap((product) =>
      Object.entries(product.availability).map(([sku, a]) => ({ brand, sku, productId: product.id, ...a })),
    );
    for (let i = 0; i < availabilityRows.length; i += 500) {
      await tx.insert(productAvailability).values(availabilityRows.slice(i, i + 500));
    }
  });
}

function toProductRow(brand: BrandKey, document: ProductDocument, position: number): typeof products.$inferInsert {
  return {
    brand,
    id: document.id,
    name: document.name,
    inventoryKey: document.inventoryKey,
    productGroup: document.attributes.group,
    url: document.metadata.url,
    position,
    document,
  };
}
