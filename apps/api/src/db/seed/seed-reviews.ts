import { eq } from 'drizzle-orm';
import { BRANDS, brandTakesOrders } from '@store/core';
import type { Database } from '../client';
import { reviewSeeds } from '../schema';
import { listProducts } from '../repositories/products';
import { replaceSeedReviews } from '../repositories/review-seeds';
import { generateReviews } from './reviews/generate';
import { seedAlbums } from './reviews/albums';
import { seedEachBrand, type SeedReport } from './seed-each-brand';
import { CATALOG_VERSION } from './seed-catalogs';

/** Bump when the generated reviews or albums change: a start with an older version rewrites them (written reviews stay). */
export const REVIEWS_SEED_VERSION = 1;

/** The stored version follows the catalogue's too: a reseeded catalogue (other products) gets its reviews rewritten. */
const storedVersion = CATALOG_VERSION * 1000 + REVIEWS_SEED_VERSION;

/**
 * Seeds each brand's generated reviews and albums from its stored catalogue (run after seedCatalogs) on first run, or
 * when the seed version moved; a second start keeps the data, votes included.
 */
export function seedReviewCatalog(db: Database, options: { force?: boolean } = {}): Promise<SeedReport> {
  return seedEachBrand(options.force ?? false, {
    isCurrent: async (brand) =>
      (await db.select().from(reviewSeeds).where(eq(reviewSeeds.brand, brand)))[0]?.version === storedVersion,
    seed: async (brand) => {
      const catalog = await listProducts(db, brand);
      const rows = catalog.flatMap((product) => generateReviews(brand, product));
      const albums = brandTakesOrders(brand) ? seedAlbums(brand, BRANDS[brand].name, catalog) : [];
      await replaceSeedReviews(db, brand, rows, albums);
      await db
        .insert(reviewSeeds)
        .values({ brand, version: storedVersion })
        .onConflictDoUpdate({ target: reviewSeeds.brand, set: { version: storedVersion, seededAt: new Date() } });
    },
  });
}
