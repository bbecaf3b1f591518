import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import { MIGRATIONS_FOLDER } from '../../paths';

/** How long one dependency may take to answer before it counts as down (a load balancer's check has its own budget). */
export const READY_CHECK_TIMEOUT_MS = 1000;

export interface Readiness {
  ready: boolean;
  database: 'up' | 'down';
  redis: 'up' | 'down' | 'not used';
  migrations: 'current' | 'behind' | 'unknown';
}

const journal = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');

/** The number of migrations this build ships (drizzle-kit's journal). */
function shippedMigrations(): number {
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), READY_CHECK_TIMEOUT_MS).unref()),
  ]);
}

async function appliedMigrations(db: Deps['db']): Promise<number> {
  const rows = (await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as unknown;
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return (list[0] as { applied: number }).applied;
}

/**
 * Readiness: this process can serve: the database answers and every migration this build ships is applied.
 * Redis (when used) is reported, up or down, without making the process unready. Each check is bounded by
 * READY_CHECK_TIMEOUT_MS.
 */
export async function readiness(deps: Pick<Deps, 'db' | 'stores'>): Promise<Readiness> {
  const [applied, redisUp] = await Promise.all([
    withTimeout(appliedMigrations(deps.db)).catch(() => null),
    deps.stores.kind === 'redis' ? withTimeout(deps.stores.ping()).catch(() => false) : Promise.resolve(null),
  ]);
  const database = applied === null ? 'down' : 'up';
  const migrations = applied === null ? 'unknown' : applied >= shippedMigrations() ? 'current' : 'behind';
  const redis = redisUp === null ? 'not used' : redisUp ? 'up' : 'down';
  // Redis down is not "not ready": the store keeps selling on per-process limits and caches (stores/resilient.ts), so
  // a load balancer must keep sending traffic; /ready says it, and the log said it when it happened.
  return { ready: database === 'up' && migrations === 'current', database, redis, migrations };
}
