import type { z } from 'zod';

/** One thing wrong with a catalogue file: where (a readable path naming the row) and what. */
export interface CatalogFileError {
  path: string;
  message: string;
}

export type PathSegment = string | number;

/** The field each section's rows are named by in an error ("products[12] (id queen-mattress)"). */
const ROW_KEYS: Readonly<Record<string, string>> = {
  products: 'id',
  upsells: 'name',
  coupons: 'code',
  reviews: 'id',
  reviewAlbums: 'name',
  showrooms: 'id',
  popularity: 'productId',
};

/** Fields that hold money: a non-integer there is named as such. */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['amount', 'priceDiff', 'minSubtotal', 'maxDiscount']);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * A path as a person reads it: `products[12] (id queen-mattress).pricing.price.amount`; a row of a section is followed
 * by its key from the file as written, when it has one.
 */
export function formatPath(path: readonly PathSegment[], input: unknown): string {
  let text = '';
  let node: unknown = input;
  path.forEach((segment, i) => {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) text += `${text === '' ? '' : '.'}${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[segment] : undefined;
    const parent = path[i - 1];
    const keyField = typeof segment === 'number' && typeof parent === 'string' ? ROW_KEYS[parent] : undefined;
    if (keyField && isRecord(node) && typeof node[keyField] === 'string') text += ` (${keyField} ${node[keyField]})`;
  });
  return text === '' ? '(file)' : text;
}

/** Zod's issues as errors, each at its full path; a union's issues are those of the branch the value was meant for. */
export function errorsFromIssues(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PathSegment[],
  input: unknown,
): CatalogFileError[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...(issue.path as PathSegment[])];
    if (issue.code === 'invalid_union' && 'errors' in issue) {
      const meant = issue.errors.filter((branch) => !branch.every((inner) => isWrongTypeHere(inner)));
      if (meant.length === 1) return errorsFromIssues(meant[0]!, path, input);
      return [{ path: formatPath(path, input), message: unionMessage(issue.errors) }];
    }
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ path: formatPath([...path, key], input), message: 'unknown field' }));
    return [{ path: formatPath(path, input), message: messageOf(issue, path) }];
  });
}

function isWrongTypeHere(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'invalid_type' && issue.path.length === 0;
}

function unionMessage(branches: ReadonlyArray<readonly z.core.$ZodIssue[]>): string {
  const expected = branches.flatMap((b) => b.filter(isWrongTypeHere).map((i) => (i as { expected: string }).expected));
  return expected.length === branches.length ? `expected ${[...new Set(expected)].join(' or ')}` : 'matches none of its forms';
}

function messageOf(issue: z.core.$ZodIssue, path: readonly PathSegment[]): string {
  const field = path[path.length - 1];
  if (issue.code === 'invalid_type' && typeof field === 'string' && MONEY_FIELDS.has(field))
    return 'expected an integer number of cents';
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) return 'required';
  return issue.message.replace(/^Invalid (input|option): /, '');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Zod's internals, read to walk a schema beside a value. */
export interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  items?: z.ZodType[];
  in?: z.ZodType;
}

export const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The schema's forms once optional, nullable and union are looked through. */
export function formsOf(schema: z.ZodType): SchemaDef[] {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return formsOf(def.innerType!);
  if (def.type === 'pipe') return formsOf(def.in!);
  if (def.type === 'union') return def.options!.flatMap(formsOf);
  return [def];
}

/**
 * Fields the file has that the format does not (a misspelt field would otherwise be dropped without a word), at any
 * depth, found by walking the schema beside the value, so a row with other errors has its unknown fields named too.
 * Objects that zod itself keeps strict are left to zod.
 */
export function unknownFields(
  schema: z.ZodType,
  input: unknown,
  path: readonly PathSegment[],
  file: unknown,
): CatalogFileError[] {
  const forms = formsOf(schema);
  if (Array.isArray(input)) {
    const list = forms.find((f) => f.type === 'array');
    if (list) return input.flatMap((item, i) => unknownFields(list.element!, item, [...path, i], file));
    const tuple = forms.find((f) => f.type === 'tuple');
    return tuple
      ? input.flatMap((item, i) => (tuple.items![i] ? unknownFields(tuple.items![i]!, item, [...path, i], file) : []))
      : [];
  }
  if (!isRecord(input)) return [];
  const record = forms.find((f) => f.type === 'record');
  if (record)
    return Object.entries(input).flatMap(([key, value]) => unknownFields(record.valueType!, value, [...path, key], file));
  const objects = forms.filter((f) => f.type === 'object');
  if (objects.length === 0) return [];
  const strict = objects.every((o) => o.catchall !== undefined && defOf(o.catchall).type === 'never');
  return Object.entries(input).flatMap(([key, value]) => {
    const field = objects.find((o) => o.shape![key] !== undefined)?.shape![key];
    if (field) return unknownFields(field, value, [...path, key], file);
    return strict ? [] : [{ path: formatPath([...path, key], file), message: 'unknown field' }];
  });
}

/** The error lines as printed: `path: message`. */
export function formatErrors(errors: readonly CatalogFileError[]): string[] {
  return errors.map((e) => `${e.path}: ${e.message}`);
}
