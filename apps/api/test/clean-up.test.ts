import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';
import { cartLines, carts, paymentWebhookEvents, remoteTokens } from '../src/db/schema';
import { cleanUpStoredState, EMPTY_CART_MAX_AGE_MS, WEBHOOK_EVENT_MAX_AGE_MS } from '../src/maintenance/clean-up';
import { WEBHOOK_TOLERANCE_SECONDS } from '../src/payments/webhooks/signature';
import { runEvery } from '../src/maintenance/schedule';
import { openTestDatabase } from './support/test-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;
const id = (c: string) => c.repeat(24);

async function cart(key: string, updatedAt: Date, options: { lines?: number; status?: 'active' | 'consumed' } = {}) {
  await handle.db.insert(carts).values({
    id: id(key),
    brand: 'nestwood',
    sessionHash: `session-${key}`,
    status: options.status ?? 'active',
    createdAt: updatedAt,
    updatedAt,
  });
  for (let i = 0; i < (options.lines ?? 0); i++)
    await handle.db.insert(cartLines).values({
      cartId: id(key),
      itemIdentifier: `line${i}`,
      brand: 'nestwood',
      productId: 'luxe-hybrid-mattress',
      properties: [],
      quantity: 1,
      position: i,
    });
}
const token = (hash: string, key: string, expiresAt: Date) =>
  handle.db.insert(remoteTokens).values({ tokenHash: hash, brand: 'nestwood', cartId: id(key), expiresAt });

describe('the scheduled clean-up', () => {
  it('removes exactly the empty carts untouched for a day and the expired tokens, and keeps the rest', async () => {
    await cart('a', ago(EMPTY_CART_MAX_AGE_MS + HOUR)); // old and empty: removed
    await cart('b', ago(EMPTY_CART_MAX_AGE_MS - HOUR)); // empty but recent: kept
    await cart('c', ago(30 * EMPTY_CART_MAX_AGE_MS), { lines: 2 }); // old with lines: kept
    await cart('d', ago(30 * EMPTY_CART_MAX_AGE_MS), { status: 'consumed' }); // consumed (an order's): kept
    await token('live-of-a', 'a', new Date(now.getTime() + HOUR)); // goes with its cart
    await token('expired-of-c', 'c', ago(1)); // expired: removed
    await token('live-of-c', 'c', new Date(now.getTime() + HOUR)); // kept
    // Two processes running it at once: one DELETE each, no error, same outcome.
    const reports = await Promise.all([cleanUpStoredState(handle.db, now), cleanUpStoredState(handle.db, now)]);
    expect(reports.reduce((sum, r) => sum + r.carts, 0)).toBe(1);
    expect((await handle.db.select({ id: carts.id }).from(carts)).map((r) => r.id).sort()).toEqual([id('b'), id('c'), id('d')]);
    expect((await handle.db.select({ h: remoteTokens.tokenHash }).from(remoteTokens)).map((r) => r.h)).toEqual(['live-of-c']);
    expect(await handle.db.select().from(cartLines)).toHaveLength(2);
  });

  it('removes payment webhook events older than 30 days and keeps the newer ones (their rows still deduplicate)', async () => {
    // Dedup must outlive any replay the signature still accepts (5 minutes) and a provider's retries (days): 30 days.
    expect(WEBHOOK_EVENT_MAX_AGE_MS).toBe(30 * 24 * HOUR);
    expect(WEBHOOK_EVENT_MAX_AGE_MS).toBeGreaterThan(1000 * WEBHOOK_TOLERANCE_SECONDS * 1000);
    const event = (eventId: string, receivedAt: Date) => ({
      provider: 'affirm',
      eventId,
      type: 'payment.captured',
      payload: { id: eventId },
      receivedAt,
    });
    await handle.db
      .insert(paymentWebhookEvents)
      .values([
        event('evt_old', ago(WEBHOOK_EVENT_MAX_AGE_MS + HOUR)),
        event('evt_recent', ago(WEBHOOK_EVENT_MAX_AGE_MS - HOUR)),
        event('evt_now', now),
      ]);
    const reports = await Promise.all([cleanUpStoredState(handle.db, now), cleanUpStoredState(handle.db, now)]);
    expect(reports.reduce((sum, r) => sum + r.webhookEvents, 0)).toBe(1);
    const left = await handle.db.select({ id: paymentWebhookEvents.eventId }).from(paymentWebhookEvents);
    expect(left.map((r) => r.id).sort()).toEqual(['evt_now', 'evt_recent']);
  });

  it('the timer runs the job, survives a failed run, and stops (waiting for a run in progress)', async () => {
    const runs: string[] = [];
    let calls = 0;
    const job = runEvery(
      20,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        runs.push('ok');
      },
      (error) => runs.push(`failed: ${(error as Error).message}`),
    );
    await new Promise((r) => setTimeout(r, 150));
    await job.stop();
    const seen = runs.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(runs[0]).toBe('failed: database away');
    expect(runs.slice(1)).toContain('ok');
    expect(runs).toHaveLength(seen);
  });
});

/** A bare database that migrates from a folder and runs raw SQL: PGlite, or PostgreSQL in the api-postgres run. */
async function bareDatabase() {
  const url = process.env.DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    const client = new PGlite();
    const db = drizzle(client, { schema });
    return {
      migrate: (folder: string) => migrate(db, { migrationsFolder: folder }),
      exec: async (sql: string) => (await client.exec(sql)).at(-1)?.rows ?? [],
      close: () => client.close(),
    };
  }
  const name = `mig_${randomBytes(5).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = postgres(target.toString(), { max: 1, onnotice: () => undefined });
  const db = drizzlePostgres(client, { schema });
  return {
    migrate: (folder: string) => migratePostgres(db, { migrationsFolder: folder }),
    exec: async (sql: string) => [...(await client.unsafe(sql))] as Array<Record<string, unknown>>,
    close: async () => {
      await client.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe('migration 0002 on a database that already has data', () => {
  it('removes the rows its foreign keys would refuse and keeps the others', async () => {
    const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
    const before = mkdtempSync(path.join(tmpdir(), 'h-state-migrations-'));
    cpSync(folder, before, { recursive: true });
    const journalPath = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((e) => e.tag < '0002');
    writeFileSync(journalPath, JSON.stringify(journal));
    const database = await bareDatabase();
    await database.migrate(before);
    await database.exec(`
      insert into carts (id, brand, session_hash) values ('${id('k')}', 'nestwood', 's');
      insert into cart_lines (cart_id, item_identifier, brand, product_id, properties, quantity, position, for_item) values
        ('${id('k')}', 'parent', 'nestwood', 'p', '[]', 1, 0, null),
        ('${id('k')}', 'child', 'nestwood', 'p', '[]', 1, 1, 'parent'),
        ('${id('k')}', 'orphan', 'nestwood', 'p', '[]', 1, 2, 'gone'),
        ('${id('k')}', 'orphans-child', 'nestwood', 'p', '[]', 1, 3, 'orphan'),
        ('${id('x')}', 'no-cart', 'nestwood', 'p', '[]', 1, 0, null);
      insert into remote_tokens (token_hash, brand, cart_id, expires_at) values
        ('kept', 'nestwood', '${id('k')}', now()), ('no-cart', 'nestwood', '${id('x')}', now());
    `);
    await database.migrate(folder);
    const lines = await database.exec('select item_identifier from cart_lines order by position');
    expect(lines.map((r) => r.item_identifier)).toEqual(['parent', 'child']);
    const tokens = await database.exec('select token_hash from remote_tokens');
    expect(tokens.map((r) => r.token_hash)).toEqual(['kept']);
    // The keys hold from now on: deleting a parent line takes its child, deleting the cart takes the rest.
    await database.exec(`delete from cart_lines where item_identifier = 'parent'`);
    expect(await database.exec('select 1 from cart_lines')).toHaveLength(0);
    await database.exec(`delete from carts`);
    expect(await database.exec('select 1 from remote_tokens')).toHaveLength(0);
    await database.close();
  });
});
