import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from 'better-auth';

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>;
type Row = Record<string, unknown>;

/**
 * Accounts are per brand: the adapter better-auth is given wraps the Drizzle one so that every call on the
 * `user` model, including inside `transaction`, reads and writes only rows of this brand (`brand = X` added to every
 * where, `brand` set on create and never changed by an update). Verification identifiers (sign-in links, resets) get a
 * `brand:` prefix, so a token of one brand is unknown on another. A session whose joined user is of another brand is
 * not returned. Nothing else of better-auth changes: it keeps hashing passwords and issuing tokens itself.
 */
export function brandScopedAdapter(inner: AdapterFactory, brand: string): AdapterFactory {
  return (options) => scope(inner(options), brand);
}

const USER = 'user';
const VERIFICATION = 'verification';

function scope<A extends DBAdapter<BetterAuthOptions>>(adapter: A, brand: string): A;
function scope<A extends DBTransactionAdapter<BetterAuthOptions>>(adapter: A, brand: string): A;
function scope(adapter: DBAdapter<BetterAuthOptions>, brand: string): DBAdapter<BetterAuthOptions> {
  const prefix = `${brand}:`;
  const where = (model: string, clauses: Where[] | undefined): Where[] => {
    const list = clauses ?? [];
    if (model === USER) return [...list, { field: 'brand', value: brand, operator: 'eq', connector: 'AND' }];
    if (model === VERIFICATION)
      return list.map((w) => (w.field === 'identifier' ? { ...w, value: prefixed(w.value, prefix) } : w));
    return list;
  };
  const data = (model: string, values: Row): Row => {
    if (model === USER) return { ...values, brand };
    if (model === VERIFICATION && typeof values.identifier === 'string')
      return { ...values, identifier: prefix + values.identifier };
    return values;
  };
  const update = (model: string, values: Row): Row => {
    if (model === USER && 'brand' in values) {
      const { brand: _ignored, ...rest } = values;
      return rest;
    }
    return data(model, values);
  };
  const out = <T>(model: string, row: T): T | null => {
    if (row === null || row === undefined || typeof row !== 'object') return row;
    const record = row as Row;
    if (model === VERIFICATION && typeof record.identifier === 'string' && record.identifier.startsWith(prefix))
      return { ...record, identifier: record.identifier.slice(prefix.length) } as T;
    // A join the adapter factory resolves by itself bypasses this wrapper: check the joined user's brand here.
    const joined = record[USER] as Row | null | undefined;
    if (joined && typeof joined === 'object' && 'brand' in joined && joined.brand !== brand) return null;
    return row;
  };
  const outMany = <T>(model: string, rows: T[]): T[] =>
    rows.map((r) => out(model, r)).filter((r): r is NonNullable<T> => r !== null) as T[];

  const scoped: DBAdapter<BetterAuthOptions> = {
    ...adapter,
    id: adapter.id,
    create: async (args) =>
      out(args.model, await adapter.create({ ...args, data: data(args.model, args.data as Row) as never })) as never,
    findOne: async (args) => out(args.model, await adapter.findOne({ ...args, where: where(args.model, args.where) })),
    findMany: async (args) => outMany(args.model, await adapter.findMany({ ...args, where: where(args.model, args.where) })),
    count: (args) => adapter.count({ ...args, where: where(args.model, args.where) }),
    update: async (args) =>
      out(
        args.model,
        await adapter.update({ ...args, where: where(args.model, args.where), update: update(args.model, args.update) }),
      ),
    updateMany: (args) =>
      adapter.updateMany({ ...args, where: where(args.model, args.where), update: update(args.model, args.update) }),
    delete: (args) => adapter.delete({ ...args, where: where(args.model, args.where) }),
    deleteMany: (args) => adapter.deleteMany({ ...args, where: where(args.model, args.where) }),
    consumeOne: async (args) => out(args.model, await adapter.consumeOne({ ...args, where: where(args.model, args.where) })),
    incrementOne: async (args) =>
      out(
        args.model,
        await adapter.incrementOne({
          ...args,
          where: where(args.model, args.where),
          ...(args.set ? { set: update(args.model, args.set) } : {}),
        }),
      ),
    transaction: (callback) => adapter.transaction((trx) => callback(scope(trx, brand))),
  };
  return scoped;
}

function prefixed(value: Where['value'], prefix: string): Where['value'] {
  if (typeof value === 'string') return prefix + value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return (value as string[]).map((v) => prefix + v);
  return value;
}
