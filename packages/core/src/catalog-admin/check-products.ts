import type { BrandKey } from '../brands';
import { productSchema, type Product } from '../product';
import { parseCatalogFile } from '../catalog-file/parse';
import { errorsFromIssues, unknownFields } from '../catalog-file/issues';
import { CATALOG_FILE_FORMAT, CATALOG_FILE_VERSION } from '../catalog-file/sections';
import type { Result } from '../result';

/** A problem with an edited product: the readable path (`pricing.price.amount`), the form's field name, the message. */
export interface ProductFieldError {
  /** The product the problem is in (an edited one, or a bundle page its edit repriced). */
  productId: string;
  path: string;
  /** The path as a form names its field: `properties.0.options.2.priceDiff`; '' for the product as a whole. */
  field: string;
  message: string;
}

/**
 * One product document as the catalogue file's products rows are checked: the file's schema, fields the format does
 * not have named (a misspelt field is an error, never dropped). Paths are the document's own (`content.summary`).
 */
export function parseProductDocument(input: unknown, productId: string): Result<Product, ProductFieldError[]> {
  const parsed = productSchema.safeParse(input, { reportInput: true });
  const errors = [...unknownFields(productSchema, input, [], input)];
  if (!parsed.success) errors.push(...errorsFromIssues(parsed.error.issues, [], input));
  if (errors.length > 0 || !parsed.success)
    return { ok: false, error: errors.map((e) => fieldError(productId, e.path, e.message)) };
  return { ok: true, value: parsed.data };
}

/**
 * What the importer checks of rows against each other, run on the whole catalogue as it would be after the edit: keys
 * used twice, products, names and skus that do not exist, prices in another currency, prices that are not what the
 * store charges, drawing alt texts, bundle pages priced by their parts. Only the problems of the `checked` products
 * are returned (another row's old problem is not this edit's), each at its path inside that product.
 */
export function checkCatalogueEdit(
  brand: BrandKey,
  catalogue: readonly Product[],
  checked: ReadonlySet<string>,
): ProductFieldError[] {
  // The checked rows go last, so a key used twice is named on the edited row rather than on the older one.
  const rows = [...catalogue.filter((p) => !checked.has(p.id)), ...catalogue.filter((p) => checked.has(p.id))];
  const file = { format: CATALOG_FILE_FORMAT, version: CATALOG_FILE_VERSION, brand, products: rows };
  const result = parseCatalogFile(file);
  if (result.ok) return [];
  return result.errors.flatMap((error) => {
    const match = /^products\[(\d+)\](?: \(id [^)]*\))?/.exec(error.path);
    const row = match ? rows[Number(match[1])] : undefined;
    if (!match || !row || !checked.has(row.id)) return [];
    const rest = error.path.slice(match[0].length).replace(/^\./, '');
    return [fieldError(row.id, rest, error.message.replace(/products\[\d+\]/g, 'another product'))];
  });
}

/** `pricing[2].sku`, `availability["AB-SZQN"].isActive` as a form field name: `pricing.2.sku`, `availability.AB-SZQN.isActive`. */
export function fieldOfPath(path: string): string {
  if (path === '(file)' || path === '') return '';
  return path
    .replace(/\["((?:[^"\\]|\\.)*)"\]/g, (_, key: string) => `.${JSON.parse(`"${key}"`) as string}`)
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
}

function fieldError(productId: string, path: string, message: string): ProductFieldError {
  const readable = path === '(file)' || path === '' ? '(product)' : path;
  return { productId, path: readable, field: fieldOfPath(path), message };
}
