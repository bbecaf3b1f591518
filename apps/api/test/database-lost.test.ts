import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { line, orderBody, orderMattress } from './support/orders';

/**
 * Fault drills (npm run test:faults): a database that goes away mid-request. PostgreSQL's "terminating
 * connection due to administrator command" (SQLSTATE 57P01, what pg_ctl stop -m fast sends) is raised here by a
 * trigger on one table, so one step of a request fails as it would during a restart.
 */
const t = useTestApp({ seed: { nestwood: [orderMattress()] } });

const SHUTDOWN = `create or replace function faults_shutdown() returns trigger language plpgsql as $$
  begin raise exception 'terminating connection due to administrator command' using errcode = 'admin_shutdown'; end $$`;
/** From now on, `events` on `table` fail as a restarting PostgreSQL fails them. */
const failOn = async (table: string, events = 'insert or update or delete') => {
  await t.db.execute(sql.raw(SHUTDOWN));
  await t.db.execute(
    sql.raw(`create trigger faults_shutdown before ${events} on ${table} for each statement execute function faults_shutdown()`),
  );
};
const heal = async (table: string) => t.db.execute(sql.raw(`drop trigger if exists faults_shutdown on ${table}`));

describe('a database lost mid-request', () => {
  it('answers 503 with Retry-After and a message, never a 500 or driver text', async () => {
    const s = shopper(t.app);
    await failOn('cart_lines');
    try {
      const res = await s.call('POST', '/carts/my/items', { items: [line()] });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toMatchObject({ status: 'error', code: 'UNAVAILABLE' });
      expect(res.body).not.toMatch(/cart_lines|insert|administrator/);
    } finally {
      await heal('cart_lines');
    }
    expect((await s.call('POST', '/carts/my/items', { items: [line()] })).statusCode).toBe(200);
  });

  it("sends the order's answer when its Idempotency-Key cannot be stored, instead of Fastify's error naming the SQL", async () => {
    const s = shopper(t.app);
    expect((await s.call('POST', '/carts/my/items', { items: [line()] })).statusCode).toBe(200);
    // The key's claim (insert) succeeds; storing the answer (update) fails as the database goes away.
    await failOn('idempotency_keys', 'update or delete');
    try {
      const res = await s.call('POST', '/orders', orderBody(), { 'idempotency-key': 'faults-drill-key-0001' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok' });
      expect(res.body).not.toMatch(/idempotency_keys|Failed query/);
    } finally {
      await heal('idempotency_keys');
    }
  });
});
