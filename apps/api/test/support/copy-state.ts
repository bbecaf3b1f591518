/**
 * What makes a reused test database as good as a new copy of the migrated template (pglite-copies.ts): every table of the schema emptied with its serials restarted, then its catalogue (tables,
 * columns, constraints, triggers, functions, by object id) and every table's row count checked against the template's
 * as first opened. A copy whose schema a test changed (a trigger added to make inserts fail) fails the check.
 */

/** Runs one statement on a copy and gives its rows. */
export type RunQuery = <Row>(text: string) => Promise<Row[]>;

export interface TemplateState {
  /** The schema's tables, quoted. */
  tables: string[];
  /** The catalogue's fingerprint and the tables' row counts, as one comparable string. */
  state: string;
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

async function stateOf(run: RunQuery, tables: readonly string[]): Promise<string> {
  const [catalogue] = await run<{ catalogue: string }>(CATALOGUE);
  const counts = tables.map((table) => `(select count(*) from ${table})`).join(', ');
  const [rows] = await run<{ counts: string }>(`select concat_ws(',', ${counts}) as counts`);
  return `${catalogue?.catalogue} ${rows?.counts}`;
}

/** The template's state, read from a copy as first opened. */
export async function readTemplateState(run: RunQuery): Promise<TemplateState> {
  const tables = (await run<{ name: string }>(TABLES)).map((row) => row.name);
  return { tables, state: await stateOf(run, tables) };
}

/**
 * Empties a copy (with replication triggers only, so the audit log's refusal of TRUNCATE, there for the application's
 * roles, does not stop it) and tells whether it is then in the template's state.
 */
export async function emptyAndCheck(run: RunQuery, template: TemplateState): Promise<boolean> {
  await run(`set session_replication_role = replica`);
  await run(`truncate ${template.tables.join(', ')} restart identity cascade`);
  await run(`reset session_replication_role`);
  return (await stateOf(run, template.tables)) === template.state;
}
