import { describe, expect, it } from 'vitest';
import type { BetterAuthOptions, DBAdapter } from 'better-auth';
import { brandScopedAdapter } from './brand-scoped-adapter';

type Call = { method: string; args: Record<string, unknown> };

/** An adapter that records what it is asked and answers with fixed rows. */
function recordingAdapter(calls: Call[], rows: Record<string, unknown> = {}): DBAdapter<BetterAuthOptions> {
  const record =
    (method: string, answer: unknown = null) =>
    async (args: Record<string, unknown>) => {
      calls.push({ method, args });
      return (rows[method] ?? answer) as never;
    };
  const adapter = {
    id: 'recording',
    create: record('create', {}),
    findOne: record('findOne'),
    findMany: record('findMany', []),
    count: record('count', 0),
    update: record('update'),
    updateMany: record('updateMany', 0),
    delete: record('delete'),
    deleteMany: record('deleteMany', 0),
    consumeOne: record('consumeOne'),
    incrementOne: record('incrementOne'),
    transaction: async (callback: (trx: DBAdapter<BetterAuthOptions>) => Promise<unknown>) => callback(adapter),
  } as unknown as DBAdapter<BetterAuthOptions>;
  return adapter;
}

const scoped = (calls: Call[], rows?: Record<string, unknown>) =>
  brandScopedAdapter(() => recordingAdapter(calls, rows), 'driftvale')({} as BetterAuthOptions);

const brandClause = { field: 'brand', value: 'driftvale', operator: 'eq', connector: 'AND' };

describe('brand-scoped adapter: accounts are per brand', () => {
  it('adds brand = X to every where on the user model', async () => {
    const calls: Call[] = [];
    const adapter = scoped(calls);
    const where = [{ field: 'email', value: 'a@example.com' }];
    await adapter.findOne({ model: 'user', where });
    await adapter.findMany({ model: 'user', where });
    await adapter.count({ model: 'user', where });
    await adapter.update({ model: 'user', where, update: { name: 'x' } });
    await adapter.updateMany({ model: 'user', where, update: { name: 'x' } });
    await adapter.delete({ model: 'user', where });
    await adapter.deleteMany({ model: 'user', where });
    await adapter.consumeOne({ model: 'user', where });
    await adapter.incrementOne({ model: 'user', where, increment: {} });
    expect(calls).toHaveLength(9);
    for (const call of calls) expect(call.args.where).toEqual([...where, brandClause]);
  });

  it('scopes a user query without a where (findMany of every user) to the brand', async () => {
    const calls: Call[] = [];
    await scoped(calls).findMany({ model: 'user' });
    expect(calls[0]?.args.where).toEqual([brandClause]);
  });

  it('sets the brand on a created user, whatever the data says, and never updates it', async () => {
    const calls: Call[] = [];
    const adapter = scoped(calls);
    await adapter.create({ model: 'user', data: { email: 'a@example.com', brand: 'nestwood' } });
    await adapter.update({ model: 'user', where: [{ field: 'id', value: 'u1' }], update: { brand: 'nestwood', name: 'n' } });
    expect(calls[0]?.args.data).toEqual({ email: 'a@example.com', brand: 'driftvale' });
    expect(calls[1]?.args.update).toEqual({ name: 'n' });
  });

  it('scopes calls made inside a transaction too', async () => {
    const calls: Call[] = [];
    await scoped(calls).transaction(async (trx) => {
      await trx.findOne({ model: 'user', where: [{ field: 'id', value: 'u1' }] });
      await trx.create({ model: 'user', data: { email: 'b@example.com' } });
    });
    expect(calls[0]?.args.where).toEqual([{ field: 'id', value: 'u1' }, brandClause]);
    expect(calls[1]?.args.data).toEqual({ email: 'b@example.com', brand: 'driftvale' });
  });

  it('leaves other models alone', async () => {
    const calls: Call[] = [];
    const where = [{ field: 'token', value: 't' }];
    await scoped(calls).findOne({ model: 'session', where });
    expect(calls[0]?.args.where).toEqual(where);
  });

  it('prefixes verification identifiers with the brand, and strips the prefix from what it returns', async () => {
    const calls: Call[] = [];
    const adapter = scoped(calls, { findOne: { identifier: 'driftvale:reset-password:abc', value: 'u1' } });
    await adapter.create({ model: 'verification', data: { identifier: 'reset-password:abc', value: 'u1' } });
    const found = await adapter.findOne<{ identifier: string }>({
      model: 'verification',
      where: [{ field: 'identifier', value: 'reset-password:abc' }],
    });
    expect(calls[0]?.args.data).toEqual({ identifier: 'driftvale:reset-password:abc', value: 'u1' });
    expect(calls[1]?.args.where).toEqual([{ field: 'identifier', value: 'driftvale:reset-password:abc' }]);
    expect(found?.identifier).toBe('reset-password:abc');
  });

  it('drops a session whose joined user is of another brand', async () => {
    const calls: Call[] = [];
    const other = scoped(calls, { findOne: { token: 't', user: { id: 'u1', brand: 'nestwood' } } });
    expect(await other.findOne({ model: 'session', where: [{ field: 'token', value: 't' }], join: { user: true } })).toBeNull();
    const mine = scoped(calls, { findOne: { token: 't', user: { id: 'u1', brand: 'driftvale' } } });
    expect(
      await mine.findOne({ model: 'session', where: [{ field: 'token', value: 't' }], join: { user: true } }),
    ).not.toBeNull();
  });
});
