import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../env';
import { openDatabase } from './client';
import { seedCatalogs } from './seed/seed-catalogs';
import { seedUpsellCatalog } from './seed/seed-upsells';
import { seedReviewCatalog } from './seed/seed-reviews';
import { seedCoupons } from './seed/seed-coupons';
import { seedShowrooms } from './seed/seed-showrooms';
import { seedRecommendationSignals } from './seed/recommendation-signals';

/** `npm run db:reset`: drops everything (the embedded folder, or every table on PostgreSQL), migrates and reseeds. */
async function reset(): Promise<void> {
  const env = parseEnv();
  if (!env.DATABASE_URL) rmSync(env.DATABASE_DIR, { recursive: true, force: true });
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.DATABASE_DIR });
  try {
    if (handle.kind === 'postgres') {
      await handle.db.execute(sql`drop schema if exists public cascade`);
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`create schema public`);
    }
    await handle.migrate();
    const report = await seedCatalogs(handle.db, { force: true });
    await seedUpsellCatalog(handle.db, { force: true });
    await seedReviewCatalog(handle.db, { force: true });
    await seedCoupons(handle.db);
    await seedRecommendationSignals(handle.db, { force: true });
    await seedShowrooms(handle.db);
    console.log(`Database reset (${handle.kind}); seeded ${report.seeded.join(', ')}`);
  } finally {
    await handle.close();
  }
}

await reset();
