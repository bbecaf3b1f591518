import { z } from 'zod';
import type { BrandKey } from '../brands';
import type { Product } from '../product';
import { upsellItemSchema, type UpsellItem } from '../upsell';
import { parseCatalogFile } from '../catalog-file/parse';
import { knownProductsOf } from '../catalog-file/references';
import { errorsFromIssues, formatPath, unknownFields, type PathSegment } from '../catalog-file/issues';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../text/safe-text';
import { CATALOG_FILE_FORMAT, CATALOG_FILE_VERSION } from '../catalog-file/sections';
import type { Result } from '../result';
import { fieldOfPath } from './check-products';

/** A problem with an edited offer: the offer's name, the readable path (`discount`), the form's field name, the message. */
export interface UpsellFieldError {
  name: string;
  path: string;
  field: string;
  message: string;
}
export const upsellFieldErrorSchema = z.object({ name: z.string(), path: z.string(), field: z.string(), message: z.string() });

/** One offer as the catalogue file's upsells rows are checked: the file's schema, and a field the format lacks is an error. */
export function parseUpsellDocument(input: unknown, name: string): Result<UpsellItem, UpsellFieldError[]> {
  const parsed = upsellItemSchema.safeParse(input, { reportInput: true });
  const errors = [...unknownFields(upsellItemSchema, input, [], input), ...unsafeStrings(input, [], input)];
  if (!parsed.success) errors.push(...errorsFromIssues(parsed.error.issues, [], input));
  if (errors.length > 0 || !parsed.success) return { ok: false, error: errors.map((e) => fieldError(name, e.path, e.message)) };
  return { ok: true, value: parsed.data };
}

/**
 * The importer's own check of the upsells section, run on the brand's whole upsells list as it would be after the
 * edit, against the brand's products: a name used twice, a product or an excluded offer that does not exist, another
 * region. Only the problems of the `checked` offers are returned, each at its path inside the offer.
 */
export function checkUpsellsEdit(
  brand: BrandKey,
  products: ReadonlyArray<Pick<Product, 'id' | 'name' | 'inventoryKey' | 'availability'>>,
  upsells: readonly UpsellItem[],
  checked: ReadonlySet<string>,
): UpsellFieldError[] {
  // The checked rows go last, so a name used twice is named on the edited row rather than on the older one.
  const rows = [...upsells.filter((u) => !checked.has(u.name)), ...upsells.filter((u) => checked.has(u.name))];
  const file = { format: CATALOG_FILE_FORMAT, version: CATALOG_FILE_VERSION, brand, upsells: rows };
  const result = parseCatalogFile(file, knownProductsOf(products));
  if (result.ok) return [];
  return result.errors.flatMap((error) => {
    const match = /^upsells\[(\d+)\](?: \(name [^)]*\))?/.exec(error.path);
    const row = match ? rows[Number(match[1])] : undefined;
    if (!match || !row || !checked.has(row.name)) return [];
    const rest = error.path.slice(match[0].length).replace(/^\./, '');
    return [fieldError(row.name, rest, error.message.replace(/upsells\[\d+\]/g, 'another offer'))];
  });
}

/** The offers that name `name` in their excludes: removing or renaming it would leave them pointing at nothing. */
export function offersExcluding(upsells: readonly UpsellItem[], name: string): string[] {
  return upsells.filter((u) => u.name !== name && (u.excludes ?? []).includes(name)).map((u) => u.name);
}

/**
 * Text the database cannot hold (a NUL byte, an unpaired surrogate) or that only hides what a value is (other control
 * characters); a description may still break lines.
 */
function unsafeStrings(value: unknown, path: PathSegment[], input: unknown): Array<{ path: string; message: string }> {
  if (typeof value === 'string')
    return isSafeText(value.replace(/[\n\t]/g, ' ')) ? [] : [{ path: formatPath(path, input), message: UNSAFE_TEXT_MESSAGE }];
  if (Array.isArray(value)) return value.flatMap((item, i) => unsafeStrings(item, [...path, i], input));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [
      ...(isSafeText(key)
        ? []
        : [{ path: formatPath(path, input) || '(offer)', message: `a field name ${UNSAFE_TEXT_MESSAGE}` }]),
      ...unsafeStrings(item, [...path, key], input),
    ]);
  return [];
}

function fieldError(name: string, path: string, message: string): UpsellFieldError {
  const readable = path === '(file)' || path === '' ? '(offer)' : path;
  return { name, path: readable, field: fieldOfPath(path), message };
}
