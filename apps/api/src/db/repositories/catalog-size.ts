import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { products } from '../schema';

/** How many products each brand has (brands without any are absent): what the API reports at start. */
export async function productsPerBrand(db: Pick<Database, 'select'>): Promise<Record<string, number>> {
  const rows = await db.select({ brand: products.brand, n: count() }).from(products).groupBy(products.brand);
  return Object.fromEntries(rows.map((row) => [row.brand, row.n]));
}
