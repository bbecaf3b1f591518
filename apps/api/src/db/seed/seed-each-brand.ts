import { BRAND_KEYS, type BrandKey } from '@store/core';

export interface SeedReport {
  seeded: BrandKey[];
  kept: BrandKey[];
}

/** Runs a versioned seed for every brand: a brand whose seed is current is kept (a second start reuses the data) unless forced. */
export async function seedEachBrand(
  force: boolean,
  step: { isCurrent(brand: BrandKey): Promise<boolean>; seed(brand: BrandKey): Promise<void> },
): Promise<SeedReport> {
  const report: SeedReport = { seeded: [], kept: [] };
  for (const brand of BRAND_KEYS) {
    if (!force && (await step.isCurrent(brand))) {
      report.kept.push(brand);
      continue;
    }
    await step.seed(brand);
    report.seeded.push(brand);
  }
  return report;
}
