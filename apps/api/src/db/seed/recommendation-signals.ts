import { eq } from 'drizzle-orm';
import { BRANDS, type BrandKey, type Product, type UpsellItem } from '@store/core';
import type { Database } from '../client';
import { replaceSeedSignals, type SeedSignals } from '../repositories/recommendation-signals';
import { recommendationSeeds } from '../schema';
import { seedCatalog } from './catalog';
import { seedEachBrand, type SeedReport } from './seed-each-brand';
import { seedUpsells } from './upsells';
import { fnv1a32 } from '@store/core/experiments/hash';

/** Bump when the synthetic signals change: a start with an older version rewrites the seed counts (paid counts stay). */
export const RECOMMENDATION_SEED_VERSION = 1;

const SKIPPED_GROUPS: ReadonlySet<string> = new Set(['warranty', 'service']);
/** How many products of a sellsWith group each upsell item is paired with (the first ones in catalogue order). */
const PARTNERS_PER_GROUP = 4;

/**
 * SYNTHETIC starting signals (docs/architecture.md "Recommendations"), derived from the catalogue so a fresh store's
 * rows are not empty and make sense: popularity favours bestsellers and the catalogue's first products, with a stable
 * jitter; co-purchase pairs each upsell item with the first products of its sellsWith groups, and each product with its
 * related products. No count here comes from an order.
 */
export function syntheticSignals(brand: BrandKey, catalogue: readonly Product[], upsells: readonly UpsellItem[]): SeedSignals {
  const products = catalogue.filter((p) => !SKIPPED_GROUPS.has(p.attributes.group));
  const known = new Set(products.map((p) => p.id));
  const popularity = new Map(
    products.map((p, position) => {
      const bestseller = p.attributes.markers.includes('bestseller') ? 80 : 0;
      return [p.id, 10 + (fnv1a32(`${brand}:${p.id}`) % 40) + bestseller + Math.max(0, 30 - position)];
    }),
  );
  const pairs = new Map<string, { a: string; b: string; count: number }>();
  const pair = (x: string, y: string, base: number, spread: number) => {
    if (x === y || !known.has(x) || !known.has(y)) return;
    const [a, b] = x < y ? [x, y] : [y, x];
    const count = base + (fnv1a32(`${brand}:${a}+${b}`) % spread);
    const key = `${a}+${b}`;
    if ((pairs.get(key)?.count ?? 0) < count) pairs.set(key, { a, b, count });
  };
  for (const item of upsells)
    for (const group of item.sellsWith)
      for (const partner of products.filter((p) => p.attributes.group === group).slice(0, PARTNERS_PER_GROUP))
        pair(item.productId, partner.id, 5, 25);
  for (const product of products) for (const related of product.content.relatedProducts) pair(product.id, related, 3, 12);
  return { popularity, pairs: [...pairs.values()] };
}

/** Seeds each brand's synthetic signals on first run (or when the version moved); a second start keeps them. */
export function seedRecommendationSignals(db: Database, options: { force?: boolean } = {}): Promise<SeedReport> {
  return seedEachBrand(options.force ?? false, {
    isCurrent: async (brand) =>
      (await db.select().from(recommendationSeeds).where(eq(recommendationSeeds.brand, brand)))[0]?.version ===
      RECOMMENDATION_SEED_VERSION,
    seed: async (brand) => {
      const signals = syntheticSignals(brand, seedCatalog(brand), seedUpsells(brand));
      await replaceSeedSignals(db, { brand, region: BRANDS[brand].region }, signals);
      await db
        .insert(recommendationSeeds)
        .values({ brand, version: RECOMMENDATION_SEED_VERSION })
        .onConflictDoUpdate({
          target: recommendationSeeds.brand,
          set: { version: RECOMMENDATION_SEED_VERSION, seededAt: new Date() },
        });
    },
  });
}
