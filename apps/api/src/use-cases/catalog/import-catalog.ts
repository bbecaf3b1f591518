import { and, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { BRANDS, type BrandKey } from '@store/core';
import { brandOfFile, knownProductsInFile, parseCatalogFile } from '@store/core/catalog-file/parse';
import { knownProductsOf, type KnownProducts } from '@store/core/catalog-file/references';
import { formatErrors, type CatalogFileError } from '@store/core/catalog-file/issues';
import { CATALOG_SECTIONS, type CatalogFile, type CatalogSection } from '@store/core/catalog-file/sections';
import { diffSection, hasChanges, type SectionDiff } from '@store/core/catalog-file/diff';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { listProducts } from '../../db/repositories/products';
import { orderedPairs, readStoreSections } from '../../db/repositories/store-data-read';
import {
  writeAlbums,
  writeCoupons,
  writeProducts,
  writeReviews,
  writeShowrooms,
  writeSignals,
  writeUpsells,
  type LocatedShowroom,
} from '../../db/repositories/store-data-write';
import { postalPoint } from '../../postal/postal-point';

/** One file as read: its name (for the errors) and its parsed JSON. */
export interface CatalogInput {
  name: string;
  data: unknown;
}

export interface BrandPlan {
  brand: BrandKey;
  diffs: SectionDiff[];
}

/** One problem of a file: the file's name, where in it and what (the CLI prints them as `name: path: message`). */
export interface ImportIssue extends CatalogFileError {
  file: string;
}

export type ImportResult =
  { ok: false; errors: string[]; issues: ImportIssue[] } | { ok: true; plans: BrandPlan[]; applied: boolean };

/** The transaction an import writes in. */
export type ImportTx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ImportOptions {
  /** Only this brand's files. */
  brand?: BrandKey;
  /** The plan without writing. */
  dryRun?: boolean;
  /**
   * Runs first in the import's transaction, only when there is something to write: a caller's last check of the store
   * (it may throw to roll back and write nothing) and its audit entry, committed with the change or not at all.
   */
  inTransaction?: (tx: ImportTx, plans: readonly BrandPlan[]) => Promise<void>;
}

interface BrandImport {
  brand: BrandKey;
  file: CatalogFile;
  showrooms: LocatedShowroom[];
}

/**
 * Imports catalogue files (docs/catalog-file.md): every file is checked whole first and every problem named, and
 * nothing is written while anything is wrong; then each brand's stored sections are compared with the files', and
 * what differs is written in one transaction for all of them. A section a file does not have is left as it is.
 * `brand`: only that brand's files; `dryRun`: the plan without writing.
 */
export async function importCatalog(
  db: Database,
  inputs: readonly CatalogInput[],
  options: ImportOptions = {},
): Promise<ImportResult> {
  const chosen = inputs.filter((input) => !options.brand || (brandOfFile(input.data) ?? options.brand) === options.brand);
  if (chosen.length === 0) {
    const message = `no file is for brand ${options.brand ?? '(none)'}`;
    return { ok: false, errors: [message], issues: [{ file: '', path: '(file)', message }] };
  }
  const checked = await checkFiles(db, chosen);
  if (!checked.ok) return checked;
  const plans: Array<BrandPlan & { data: BrandImport }> = [];
  for (const data of checked.brands) plans.push({ brand: data.brand, diffs: await planBrand(db, data), data });
  const changed = plans.some((plan) => plan.diffs.some(hasChanges));
  if (changed && !options.dryRun)
    await db.transaction(async (tx) => {
      await options.inTransaction?.(
        tx,
        plans.map(({ brand, diffs }) => ({ brand, diffs })),
      );
      for (const plan of plans) await applyPlan(tx, plan.data, plan.diffs);
    });
  return { ok: true, plans: plans.map(({ brand, diffs }) => ({ brand, diffs })), applied: changed && !options.dryRun };
}

type Checked = { ok: false; errors: string[]; issues: ImportIssue[] } | { ok: true; brands: BrandImport[] };

async function checkFiles(db: Database, inputs: readonly CatalogInput[]): Promise<Checked> {
  const errors: string[] = [];
  const issues: ImportIssue[] = [];
  const fail = (name: string, list: readonly CatalogFileError[]) => {
    errors.push(...formatErrors(list).map((l) => `${name}: ${l}`));
    issues.push(...list.map((e) => ({ file: name, ...e })));
  };
  const byBrand = new Map<BrandKey | null, CatalogInput[]>();
  for (const input of inputs) {
    const brand = brandOfFile(input.data);
    byBrand.set(brand, [...(byBrand.get(brand) ?? []), input]);
  }
  const brands: BrandImport[] = [];
  for (const [brand, files] of byBrand) {
    const known = await knownProducts(db, brand, files);
    const merged: Record<string, unknown> = {};
    const owner = new Map<CatalogSection, string>();
    for (const input of files) {
      const result = parseCatalogFile(input.data, known);
      if (!result.ok) {
        fail(input.name, result.errors);
        continue;
      }
      for (const section of CATALOG_SECTIONS) {
        if (result.file[section] === undefined) continue;
        const other = owner.get(section);
        if (other) fail(input.name, [{ path: section, message: `also in ${other}: a section comes from one file` }]);
        owner.set(section, input.name);
        merged[section] = result.file[section];
      }
      Object.assign(merged, { format: result.file.format, version: result.file.version, brand: result.file.brand });
    }
    if (brand === null || errors.length > 0) continue;
    const file = merged as CatalogFile;
    const located = await locateShowrooms(file, owner.get('showrooms') ?? '', fail);
    await checkReviewIds(db, file, owner.get('reviews') ?? '', fail);
    brands.push({ brand, file, showrooms: located });
  }
  return errors.length > 0 ? { ok: false, errors, issues } : { ok: true, brands };
}

/** What other rows may name: the products a file of the brand brings, else those the brand has in the store. */
async function knownProducts(db: Database, brand: BrandKey | null, files: readonly CatalogInput[]): Promise<KnownProducts> {
  for (const input of files) {
    const known = knownProductsInFile(input.data);
    if (known) return known;
  }
  return knownProductsOf(brand ? await listProducts(db, brand) : []);
}

/** Each showroom with the coordinates of its postal code; a code with none known is an error in the file. */
async function locateShowrooms(
  file: CatalogFile,
  name: string,
  fail: (name: string, errors: CatalogFileError[]) => void,
): Promise<LocatedShowroom[]> {
  const located: LocatedShowroom[] = [];
  for (const [index, room] of (file.showrooms ?? []).entries()) {
    const point = await postalPoint(room.postalCode, BRANDS[file.brand].region);
    if (point) located.push({ ...room, latitude: point.latitude, longitude: point.longitude });
    else
      fail(name, [
        { path: `showrooms[${index}] (id ${room.id}).postalCode`, message: `no coordinates are known for ${room.postalCode}` },
      ]);
  }
  return located;
}

/** Review ids are unique across the store: one another brand or a shopper's review has is an error in the file. */
async function checkReviewIds(
  db: Database,
  file: CatalogFile,
  name: string,
  fail: (name: string, errors: CatalogFileError[]) => void,
): Promise<void> {
  const ids = (file.reviews ?? []).map((r) => r.id);
  const taken = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(inArray(reviews.id, ids.slice(i, i + 500)), or(ne(reviews.brand, file.brand), isNotNull(reviews.orderId))));
    for (const row of rows) taken.add(row.id);
  }
  (file.reviews ?? []).forEach((review, index) => {
    if (taken.has(review.id))
      fail(name, [{ path: `reviews[${index}] (id ${review.id}).id`, message: "already another brand's or a shopper's review" }]);
  });
}

const withoutVotes = ({ votesUp: _up, votesDown: _down, ...review }: NonNullable<CatalogFile['reviews']>[number]) => review;
const pairKey = (p: { a: string; b: string }) => `${p.a}+${p.b}`;

/** The differences between the stored sections and the file's, for the sections the file has. */
async function planBrand(db: Database, { brand, file }: BrandImport): Promise<SectionDiff[]> {
  const present = CATALOG_SECTIONS.filter((section) => file[section] !== undefined);
  const stored = await readStoreSections(db, brand, present);
  const diffs: SectionDiff[] = [];
  if (file.products) diffs.push(diffSection('products', stored.products ?? [], file.products, (p) => p.id, true));
  if (file.upsells) diffs.push(diffSection('upsells', stored.upsells ?? [], file.upsells, (u) => u.name, true));
  if (file.coupons) diffs.push(diffSection('coupons', stored.coupons ?? [], file.coupons, (c) => c.code, false));
  if (file.reviews)
    diffs.push(
      diffSection('reviews', (stored.reviews ?? []).map(withoutVotes), file.reviews.map(withoutVotes), (r) => r.id, false),
    );
  if (file.reviewAlbums)
    diffs.push(diffSection('reviewAlbums', stored.reviewAlbums ?? [], file.reviewAlbums, (a) => a.name, false));
  if (file.showrooms) diffs.push(diffSection('showrooms', stored.showrooms ?? [], file.showrooms, (s) => s.id, false));
  if (file.signals) {
    const before = stored.signals ?? { popularity: [], pairs: [] };
    diffs.push(diffSection('signals.popularity', before.popularity, file.signals.popularity, (p) => p.productId, false));
    diffs.push(diffSection('signals.pairs', before.pairs, orderedPairs(file.signals.pairs), pairKey, false));
  }
  return diffs;
}

async function applyPlan(tx: ImportTx, data: BrandImport, diffs: SectionDiff[]) {
  const { brand, file } = data;
  const diff = (section: string) => diffs.find((d) => d.section === section && hasChanges(d));
  if (file.products && diff('products')) await writeProducts(tx, brand, file.products);
  if (file.upsells && diff('upsells')) await writeUpsells(tx, brand, file.upsells);
  const coupons = diff('coupons');
  if (file.coupons && coupons) {
    const touched = new Set([...coupons.added, ...coupons.changed.map((c) => c.key)]);
    await writeCoupons(
      tx,
      brand,
      file.coupons.filter((c) => touched.has(c.code)),
      coupons.removed,
    );
  }
  const reviewDiff = diff('reviews');
  if (file.reviews && reviewDiff) {
    const added = new Set(reviewDiff.added);
    const changed = new Set(reviewDiff.changed.map((c) => c.key));
    await writeReviews(tx, brand, {
      added: file.reviews.filter((r) => added.has(r.id)),
      changed: file.reviews.filter((r) => changed.has(r.id)),
      removed: reviewDiff.removed,
    });
  }
  if (file.reviewAlbums && diff('reviewAlbums')) await writeAlbums(tx, brand, file.reviewAlbums);
  const rooms = diff('showrooms');
  if (file.showrooms && rooms) await writeShowrooms(tx, brand, data.showrooms, rooms.removed);
  if (file.signals && (diff('signals.popularity') || diff('signals.pairs')))
    await writeSignals(tx, { brand, region: BRANDS[brand].region }, file.signals);
}
