import type { Product } from '@store/core/product';
import { restatePrices } from '@store/core/catalog-admin/variant-pricing';
import { parseProductDocument, type ProductFieldError } from '@store/core/catalog-admin/check-products';

/**
 * The product editor's form: the document itself (`doc`, so a field's name is `doc.` and its path in the catalogue
 * file, and a problem the API names at `content.summary` lands on `doc.content.summary`), with the two lists people
 * type one per line or comma by comma kept as text until saved.
 */
export interface ProductFormValues {
  doc: Product;
  highlights: string;
  markers: string;
}

export function toFormValues(product: Product): ProductFormValues {
  return {
    doc: structuredClone(product),
    highlights: product.content.highlights.join('\n'),
    markers: product.attributes.markers.join(', '),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const commas = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * The document the form says, its restating figures written from what it charges (a one-price product's sale price
 * from its list price and percent, a per-sku product's totals and options' differences), so people edit prices and
 * the rest follows.
 */
export function documentOf(values: ProductFormValues): Product {
  const doc: Product = {
    ...values.doc,
    attributes: { ...values.doc.attributes, markers: commas(values.markers) },
    content: { ...values.doc.content, highlights: lines(values.highlights) },
  };
  if (!Array.isArray(doc.pricing))
    doc.pricing = { ...doc.pricing, listPrice: { ...doc.pricing.listPrice, discount: doc.pricing.price.discount } };
  return restatePrices(doc);
}

/** The form field a problem belongs to: its own field, or the text box of the list it is in. */
export function formFieldOf(field: string): string {
  if (field.startsWith('content.highlights')) return 'highlights';
  if (field.startsWith('attributes.markers')) return 'markers';
  return field === '' ? 'doc' : `doc.${field}`;
}

/** The same checks the API runs on the document's shape (the catalogue file's schema), before it is sent. */
export function checkDocument(doc: unknown, id: string): ProductFieldError[] {
  const parsed = parseProductDocument(doc, id);
  return parsed.ok ? [] : parsed.error;
}

/**
 * The JSON view's text as a document: a syntax error names its line and column (people edit big documents there).
 */
export function parseJsonDocument(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    if (!position) return { ok: false, message: `Not JSON: ${message}` };
    const before = text.slice(0, Number(position[1]));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    return {
      ok: false,
      message: `Not JSON at line ${line}, column ${column}: ${message.replace(/ in JSON at position \d+.*$/, '')}`,
    };
  }
}

/** The error message at a dotted path of react-hook-form's nested errors. */
export function errorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
