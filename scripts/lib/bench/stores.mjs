// The PostgreSQL database and Redis prefix of one `npm run bench:api` run (and of the scale-out test, the soak and the
// deploy check): created fresh (with the demo store imported, or empty), read for the order count, removed at the end.
// The postgres and ioredis clients are the API workspace's own (the root package lists neither).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { importDemo } from '../import-demo.mjs';
import { root } from '../stack.mjs';

const fromApi = createRequire(path.join(root, 'apps/api/package.json'));
const postgres = fromApi('postgres');
const { Redis } = fromApi('ioredis');

/**
 * A new database `name` on the server of `serverUrl`: its URL, a client on it, and `drop()`. `demo`: migrated and
 * holding the demo store (demo/, imported once before any API starts on it: the API never seeds); else empty.
 */
export async function newDatabase(serverUrl, name, { demo }) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    await cleanup.unsafe(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  if (demo) {
    const seconds = await importDemo({ DATABASE_URL: target.toString() }).catch(async (error) => {
      await drop();
      throw error;
    });
    console.log(`Database ${name}: demo/ imported in ${seconds.toFixed(1)} s`);
  }
  const sql = postgres(target.toString(), { max: 2, onnotice: () => undefined });
  return {
    name,
    url: target.toString(),
    sql,
    drop: async () => {
      await sql.end({ timeout: 5 });
      await drop();
    },
  };
}

/** A new database `bench_<random>` holding the demo store (newDatabase). */
export function benchDatabase(serverUrl) {
  return newDatabase(serverUrl, `bench_${randomBytes(5).toString('hex')}`, { demo: true });
}

/** The key the API signs session cookies with (app_secrets, created by the first API process). */
export async function sessionKey(sql) {
  const [row] = await sql`select value from app_secrets where name = 'session-cookie'`;
  if (!row) throw new Error('no session key in app_secrets: has the API started on this database?');
  return row.value;
}

/** Orders by status, and succeeded sandbox charges, to account for every checkout. */
export async function orderCounts(sql) {
  const rows = await sql`select status, count(*)::int as n from orders group by status`;
  const [charges] = await sql`select count(*)::int as n from sandbox_payment_intents where status = 'succeeded'`;
  return { byStatus: Object.fromEntries(rows.map((r) => [r.status, r.n])), charges: charges.n };
}

/** Removes every key under the run's prefix. */
export async function dropRedisPrefix(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The PostgreSQL and Redis server versions, for the report. */
export async function serverVersions(sql, redisUrl) {
  const [pg] = await sql`show server_version`;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const info = await redis.info('server');
    return { postgres: pg.server_version, redis: /redis_version:(\S+)/.exec(info)?.[1] ?? '?' };
  } finally {
    redis.disconnect();
  }
}
