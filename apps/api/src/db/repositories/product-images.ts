import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductPhoto } from '@store/core/media/photo-wire';
import type { Db } from './carts';
import { productImages } from '../schema';
import { locationOfKey, photoSrc } from '../../media/photos/photo-keys';

export type ProductImageRow = typeof productImages.$inferSelect;

/** A product's photos in their order. */
export async function listProductImages(db: Pick<Db, 'select'>, brand: string, productId: string): Promise<ProductImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(and(eq(productImages.brand, brand), eq(productImages.productId, productId)))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
}

/** One photo of a product, or null (another product's or brand's photo is none). */
export async function findProductImage(
  db: Pick<Db, 'select'>,
  key: { brand: string; productId: string; id: string },
  options: { forUpdate?: boolean } = {},
): Promise<ProductImageRow | null> {
  const query = db
    .select()
    .from(productImages)
    .where(and(eq(productImages.brand, key.brand), eq(productImages.productId, key.productId), eq(productImages.id, key.id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The next position at the end of a product's photos. */
export async function nextImagePosition(db: Pick<Db, 'select'>, brand: string, productId: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${productImages.position})` })
    .from(productImages)
    .where(and(eq(productImages.brand, brand), eq(productImages.productId, productId)));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** A row as the product wire carries it. */
export function toProductPhoto(row: ProductImageRow): ProductPhoto {
  return {
    id: row.id,
    color: row.color,
    alt: row.alt,
    width: row.width,
    height: row.height,
    src: photoSrc(locationOfKey(row.objectKey)),
  };
}

/** The photos of several products of one brand, by product id, each list in its order: one query for a whole page. */
export async function photosByProduct(
  db: Pick<Db, 'select'>,
  brand: string,
  productIds: readonly string[],
): Promise<Map<string, ProductPhoto[]>> {
  const byProduct = new Map<string, ProductPhoto[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productImages)
    .where(and(eq(productImages.brand, brand), inArray(productImages.productId, [...new Set(productIds)])))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(toProductPhoto(row));
    byProduct.set(row.productId, list);
  }
  return byProduct;
}
