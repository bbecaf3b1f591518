import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { openPgliteCopy, pgliteCopiesMade } from './support/pglite-copies';

/**
 * The API's test files get a copy of the migrated template that an earlier file of the process may have used and
 * closed: emptied and checked, it must be indistinguishable from a new copy, and a schema a file changed never reaches
 * another. (On PostgreSQL each file gets a new copy: emptying and reusing one was measured no quicker there.)
 */

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The database's own message for a query drizzle reports as failed. */
async function failure(query: Promise<unknown>): Promise<string> {
  return query.then(
    () => 'no failure',
    (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
  );
}

const AUDIT_ROW = sql`insert into audit_log (staff_email, address, action, target_type, target_id)
  values ('owner@example.com', '127.0.0.1', 'test', 'order', 'o-1') returning id::int as id`;
const COUNT_SECRETS = sql`select count(*)::int as n from app_secrets`;

describe('PGlite copies reused between test files', () => {
  async function open(): Promise<DatabaseHandle> {
    const handle = await openPgliteCopy();
    onTestFinished(() => handle.close());
    return handle;
  }

  it('a closed copy is served again empty: rows gone, serials from 1, locks let go', async () => {
    const first = await openPgliteCopy();
    expect(await rows(first, AUDIT_ROW)).toEqual([{ id: 1 }]);
    expect(await rows(first, AUDIT_ROW)).toEqual([{ id: 2 }]);
    await first.db.execute(sql`insert into app_secrets (name, value) values ('session-key', 'secret')`);
    await first.db.execute(sql`select pg_advisory_lock(42)`);
    await first.close();
    const before = pgliteCopiesMade();

    const second = await open();
    expect(pgliteCopiesMade()).toBe(before);
    expect(await rows(second, sql`select count(*)::int as n from audit_log`)).toEqual([{ n: 0 }]);
    expect(await rows(second, COUNT_SECRETS)).toEqual([{ n: 0 }]);
    expect(await rows(second, AUDIT_ROW)).toEqual([{ id: 1 }]);
    const advisory = sql`select count(*)::int as n from pg_locks where locktype = 'advisory'
      and database = (select oid from pg_database where datname = current_database())`;
    expect(await rows(second, advisory)).toEqual([{ n: 0 }]);
    // The audit log still refuses what it refuses to the application: the reset's way round it is not left on.
    expect(await failure(second.db.execute(sql`delete from audit_log`))).toBe('audit_log is append-only: DELETE is refused');
  });

  it("a session's settings do not reach the next file", async () => {
    const first = await openPgliteCopy();
    await first.db.execute(sql`set statement_timeout = 1234`);
    await first.close();
    const second = await open();
    expect(await rows(second, sql`show statement_timeout`)).toEqual([{ statement_timeout: '0' }]);
  });

  it('a closed handle refuses every query, so nothing a finished file left running reaches the next', async () => {
    const handle = await openPgliteCopy();
    await handle.close();
    expect(await failure(handle.db.execute(sql`select 1`))).toBe(
      'this test database was closed; its copy may serve another test file',
    );
  });

  it('a copy whose schema a file changed is not served again', async () => {
    const changed = await openPgliteCopy();
    await changed.db.execute(
      sql.raw(`create function refuse_secrets() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end; $$`),
    );
    await changed.db.execute(
      sql.raw('create trigger refuse_secrets before insert on app_secrets for each row execute function refuse_secrets()'),
    );
    await changed.close();

    const next = await open();
    const triggers = sql`select count(*)::int as n from pg_trigger where tgname = 'refuse_secrets'`;
    expect(await rows(next, triggers)).toEqual([{ n: 0 }]);
    await next.db.execute(sql`insert into app_secrets (name, value) values ('session-key', 'secret')`);
  });

  // PGlite is one session, which a transaction left open keeps.
  it('what a transaction left open had written does not reach the next file', async () => {
    const left = await openPgliteCopy();
    await left.db.execute(sql`begin`);
    await left.db.execute(sql`insert into app_secrets (name, value) values ('left', 'open')`);
    await left.close();

    const next = await open();
    expect(await rows(next, COUNT_SECRETS)).toEqual([{ n: 0 }]);
  });

  it('two handles open at once are two databases', async () => {
    const one = await open();
    const other = await open();
    await one.db.execute(sql`insert into app_secrets (name, value) values ('only-in-one', 'x')`);
    expect(await rows(other, COUNT_SECRETS)).toEqual([{ n: 0 }]);
  });
});
