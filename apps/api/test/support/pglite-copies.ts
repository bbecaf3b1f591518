import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { MIGRATIONS_FOLDER } from '../../src/paths';
import { pgliteTemplateDump } from './template-database';

/**
 * In-memory PGlite copies of the migrated template, for the API's test files, kept for reuse within a process.
 *
 * A new copy costs about 1.1 s and 1.4 s of CPU (instantiating PostgreSQL's WebAssembly, zeroing its 128 MB of shared
 * buffers, loading the 30 MB dump), and most tests that build an app open one. A copy a file has closed is instead
 * emptied (the session's state discarded, every table truncated, its serials restarted) in about 0.15 s, checked, and
 * handed to the next file of the same worker process: the API's files on PGlite took 178 s instead of 388.
 *
 * The check is what makes a reused copy as good as a new one: its catalogue (tables, columns, constraints, triggers,
 * functions, by object id) and every table's row count must equal the template's as first loaded. A copy whose schema
 * a file changed (a test adds a trigger to make inserts fail), or that was left inside a transaction, is closed
 * instead. A handle's database refuses every query once closed, so nothing a finished file left running (a timer, a
 * job loop) can reach the next file's data.
 *
 * TEST_DB_REUSE=0 makes every handle a new copy.
 */

/** Copies kept idle per process: most files hold one database, a few two at once. */
const MAX_IDLE = 2;

const idle: PGlite[] = [];
let made = 0;

/** How many copies this process has loaded from the template (reused ones are not counted again). */
export function pgliteCopiesMade(): number {
  return made;
}

const TABLES = `select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1`;

const CATALOGUE = `
  select md5(string_agg(item, ',' order by item)) as catalogue from (
    select concat_ws(':', 'class', c.oid, c.relname, c.relkind) as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all select concat_ws(':', 'column', a.attrelid, a.attname, a.atttypid, a.attnotnull, a.atthasdef)
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all select concat_ws(':', 'constraint', oid, conname) from pg_constraint
    union all select concat_ws(':', 'trigger', oid, tgname, tgenabled) from pg_trigger
    union all select concat_ws(':', 'function', p.oid, p.proname)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
  ) catalogue_items`;

interface TemplateState {
  /** The schema's tables, quoted. */
  tables: string[];
  /** The catalogue's fingerprint and the tables' row counts, as one comparable string. */
  state: string;
  /** PGlite starts on pg_catalog and sets the search path after; DISCARD ALL puts its start value back. */
  searchPath: string;
}

let template: TemplateState | undefined;

async function stateOf(client: PGlite, tables: readonly string[]): Promise<string> {
  const [catalogue] = (await client.query<{ catalogue: string }>(CATALOGUE)).rows;
  const counts = tables.map((table) => `(select count(*) from ${table})`).join(', ');
  const [rows] = (await client.query<{ counts: string }>(`select concat_ws(',', ${counts}) as counts`)).rows;
  return `${catalogue?.catalogue} ${rows?.counts}`;
}

async function newCopy(): Promise<PGlite> {
  const client = new PGlite({ extensions: { pg_trgm }, loadDataDir: await pgliteTemplateDump() });
  await client.waitReady;
  made += 1;
  if (template === undefined) {
    const tables = (await client.query<{ name: string }>(TABLES)).rows.map((row) => row.name);
    const [path] = (await client.query<{ search_path: string }>('show search_path')).rows;
    template = { tables, state: await stateOf(client, tables), searchPath: path?.search_path ?? 'public' };
  }
  return client;
}

/**
 * Empties a copy back to the template's state; false when it cannot be (closed, schema changed, a transaction open).
 * The truncation runs with replication triggers only, so the audit log's refusal of TRUNCATE (there for the
 * application's roles) does not stop it.
 */
async function reset(client: PGlite, expected: TemplateState): Promise<boolean> {
  if (client.closed) return false;
  try {
    // Outside a transaction block: DISCARD ALL refuses to run in one, so a copy left inside one is not reused.
    await client.exec('discard all');
    await client.exec(`set search_path to ${expected.searchPath}`);
    await client.exec(
      `set session_replication_role = replica;
       truncate ${expected.tables.join(', ')} restart identity cascade;
       reset session_replication_role;`,
    );
    return (await stateOf(client, expected.tables)) === expected.state;
  } catch {
    return false;
  }
}

/** The client as the handle's database sees it: every query refused once the handle is closed. */
function leased(client: PGlite, isClosed: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (isClosed()) throw new Error('this test database was closed; its copy may serve another test file');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** A migrated in-memory database: a reused copy when one is idle, else a new copy of the template. */
export async function openPgliteCopy(): Promise<DatabaseHandle> {
  const reuse = process.env.TEST_DB_REUSE !== '0';
  const client = (reuse ? idle.pop() : undefined) ?? (await newCopy());
  let closed = false;
  const db = drizzle(
    leased(client, () => closed),
    { schema },
  );
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      if (closed) return;
      closed = true;
      const state = template;
      if (reuse && state && idle.length < MAX_IDLE && (await reset(client, state))) idle.push(client);
      else if (!client.closed) await client.close();
    },
  };
}
