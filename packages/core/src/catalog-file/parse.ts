import { z } from 'zod';
import { productSchema } from '../product';
import { upsellItemSchema } from '../upsell';
import type { BrandKey } from '../brands';
import { errorsFromIssues, formatPath, isRecord, unknownFields, type CatalogFileError, type PathSegment } from './issues';
import { checkBundlePagePrices } from './bundle-page-prices';
import { checkDrawingAlts } from './drawing-alts';
import { checkProductPrices } from './product-prices';
import { checkReferences, knownProductsOf, type KnownProducts, type ParsedSections } from './references';
import {
  CATALOG_SECTIONS,
  catalogAlbumSchema,
  catalogCouponSchema,
  catalogFileSchema,
  catalogReviewSchema,
  catalogShowroomSchema,
  catalogSignalsSchema,
  type CatalogFile,
} from './sections';

export type CatalogFileResult = { ok: true; file: CatalogFile } | { ok: false; errors: CatalogFileError[] };

const ROW_SCHEMAS = {
  products: productSchema,
  upsells: upsellItemSchema,
  coupons: catalogCouponSchema,
  reviews: catalogReviewSchema,
  reviewAlbums: catalogAlbumSchema,
  showrooms: catalogShowroomSchema,
} as const;

const envelopeSchema = catalogFileSchema.pick({ format: true, version: true, brand: true });

/** The brand a file says it is for, when it says one this store knows (read before the whole file is checked). */
export function brandOfFile(input: unknown): BrandKey | null {
  const parsed = envelopeSchema.shape.brand.safeParse(isRecord(input) ? input.brand : undefined);
  return parsed.success ? parsed.data : null;
}

/**
 * Checks a whole file and names every problem in it: each row against its section's schema (fields the format does
 * not have included), then what rows say about each other and about the products (`stored`: the brand's products in
 * the store, for a file without a products section), that each product's price fields say what the store charges
 * (product-prices.ts), that a mattress drawing's alt text says what is drawn (drawing-alts.ts) and that each bundle
 * page is priced by its parts. The file is returned only when nothing is wrong.
 */
export function parseCatalogFile(input: unknown, stored: KnownProducts = knownProductsOf([])): CatalogFileResult {
  if (!isRecord(input)) return { ok: false, errors: [{ path: '(file)', message: 'expected a JSON object' }] };
  const errors: CatalogFileError[] = [];
  const envelope = envelopeSchema.safeParse(input, { reportInput: true });
  if (!envelope.success) errors.push(...errorsFromIssues(envelope.error.issues, [], input));
  for (const key of Object.keys(input))
    if (!(key in catalogFileSchema.shape)) errors.push({ path: formatPath([key], input), message: 'unknown field' });
  const sections: ParsedSections = {};
  const file: Record<string, unknown> = { ...envelope.data };
  for (const section of CATALOG_SECTIONS) {
    const value = input[section];
    if (value === undefined) continue;
    if (section === 'signals') {
      const parsed = catalogSignalsSchema.safeParse(value, { reportInput: true });
      errors.push(...unknownFields(catalogSignalsSchema, value, ['signals'], input));
      if (!parsed.success) errors.push(...errorsFromIssues(parsed.error.issues, ['signals'], input));
      else sections.signals = file.signals = parsed.data;
      continue;
    }
    if (!Array.isArray(value)) {
      errors.push({ path: formatPath([section], input), message: 'expected an array' });
      continue;
    }
    const schema: z.ZodType = ROW_SCHEMAS[section];
    const rows: Array<{ index: number; row: unknown }> = [];
    value.forEach((raw: unknown, index) => {
      const parsed = schema.safeParse(raw, { reportInput: true });
      errors.push(...unknownFields(schema, raw, [section, index], input));
      if (!parsed.success) errors.push(...errorsFromIssues(parsed.error.issues, [section, index], input));
      else rows.push({ index, row: parsed.data });
    });
    (sections as Record<string, unknown>)[section] = rows;
    file[section] = rows.map((r) => r.row);
  }
  const known = knownProductsInFile(input) ?? stored;
  errors.push(...checkReferences(envelope.data?.brand ?? null, sections, known, input));
  const report = (path: readonly PathSegment[], message: string) => errors.push({ path: formatPath(path, input), message });
  if (sections.products) checkProductPrices(sections.products, report);
  if (sections.products) checkDrawingAlts(sections.products, report);
  if (envelope.data && sections.products) checkBundlePagePrices(envelope.data.brand, sections.products, report);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, file: file as CatalogFile };
}

/**
 * The products other rows may name, from a file's products section as written (a product with a bad price is still a
 * product); null for a file without one.
 */
export function knownProductsInFile(input: unknown): KnownProducts | null {
  if (!isRecord(input) || !Array.isArray(input.products)) return null;
  const rows = input.products.filter(isRecord);
  const strings = (values: unknown[]) => values.filter((v): v is string => typeof v === 'string');
  return {
    ids: new Set(strings(rows.map((p) => p.id))),
    names: new Set(strings(rows.map((p) => p.name))),
    skus: new Set(
      strings(rows.flatMap((p) => [p.inventoryKey, ...(isRecord(p.availability) ? Object.keys(p.availability) : [])])),
    ),
  };
}
