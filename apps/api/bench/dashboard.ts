// `npm run bench:dashboard -w @store/api`: GET /admin/dashboard answer times on PostgreSQL with 100,000 orders (the admin
// bench's orders: a year of them over nine brands, 80% paid), a succeeded refund for each refunded or partly refunded
// order, 400,000 recorded analytics events over the same year (4% paid orders, the funnel's last step; the rest other
// outbox events), and the funnel's daily counts of the browser steps (funnel_daily: every brand, day and step of the
// year, about 10,000 rows). Signed in through app.inject as an all-brands owner and as a two-brand
// manager. Prints p50/p95/p99 per row; asserts nothing (timing does not belong in unit tests on a shared machine).
// DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test); the bench fills a database of its
// own there and drops it at the end.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { createStaffAuth } from '../src/staff/staff-auth';
import { buildStoreApp } from '../test/support/store-app';
import { scratchDatabase } from '../test/support/test-database';
import { makeStaff, signedIn, type StaffBrowser } from '../test/support/staff';
import { benchOrderFill } from './order-fill';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 400_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const WARM_UP = 10;
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A succeeded payment for every paid order (by the provider its payment details name), and a succeeded refund (a day
 * later) for each refunded one.
 */
const PAYMENTS_AND_REFUNDS = sql.raw(`
insert into payments (id, brand, order_id, provider, status, amount, currency, idempotency_key, created_at, updated_at)
select 'pay' || id, brand, id, billing_provider, 'succeeded', total_amount, currency, 'pay_' || id, paid_at, paid_at
from orders where paid_at is not null;
insert into refunds (id, brand, order_id, payment_id, amount, currency, status, idempotency_key, reason, created_at, updated_at)
select 'ref' || id, brand, id, 'pay' || id, refunded_amount, currency, 'succeeded', 'refund_ref' || id, 'customer request',
  paid_at + interval '1 day', paid_at + interval '1 day'
from orders where refunded_amount > 0;
`);

/**
 * Recorded events over the orders' year: of every 100, 4 paid orders (the funnel's purchases) and 96 other outbox
 * events the funnel does not count, each on a brand in the orders' shares.
 */
const EVENT_FILL = sql.raw(`
insert into analytics_events (id, brand, type, payload, occurred_at)
select g,
  (array['nestwood','nestwood','nestwood','plume','plume','driftvale','arbor','cloverlane','meadow','harbor',
    'nestwood','plume','arbor','cloverlane','nestwood-ca','driftvale-ca','nestwood','plume','driftvale','meadow'])[1 + (g * 7) % 20],
  case when g % 100 < 96 then 'orderUpdated' else 'orderPaid' end,
  '{}'::jsonb,
  timestamptz '2026-11-28 00:00:00+00' - (g::bigint * 365 * 86400 / ${EVENTS}) * interval '1 second'
from generate_series(1, ${EVENTS}) g
`);

/** The storefronts' daily counts: every brand, every day of the year, the three browser steps in funnel shares. */
const FUNNEL_FILL = sql.raw(`
insert into funnel_daily (day, brand, step, count)
select d::date, b, s.step, s.n + (extract(doy from d)::int * 7 + length(b)) % 50
from generate_series(date '2025-11-27', date '2026-11-27', interval '1 day') d,
  unnest(array['nestwood','nestwood-ca','plume','driftvale','driftvale-ca','arbor','cloverlane','meadow','harbor']) b,
  (values ('view_item', 700), ('add_to_cart', 180), ('begin_checkout', 80)) s(step, n)
`);

const scratch = await scratchDatabase('bench_dashboard');
const handle = await openDatabase({ url: scratch.url });
try {
  await handle.migrate();
  let started = performance.now();
  await handle.db.execute(benchOrderFill(ORDERS));
  await handle.db.execute(PAYMENTS_AND_REFUNDS);
  await handle.db.execute(EVENT_FILL);
  await handle.db.execute(FUNNEL_FILL);
  await handle.db.execute(sql`vacuum analyze orders, payments, refunds, analytics_events, funnel_daily`);
  const [counts] = (await handle.db.execute(sql`
    select (select count(*) from orders)::int as orders, (select count(*) from refunds)::int as refunds,
      (select count(*) from analytics_events)::int as events, (select count(*) from funnel_daily)::int as "funnelDays"
  `)) as unknown as Array<{ orders: number; refunds: number; events: number; funnelDays: number }>;
  console.log(
    `${counts?.orders} orders, ${counts?.refunds} refunds, ${counts?.events} events, ${counts?.funnelDays} funnel_daily ` +
      `rows written and analysed in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const app = await buildStoreApp(handle.db);
  // Staff passwords hashed as production does (the test factories' cheap hash is not what this app checks).
  const staffAuth = createStaffAuth({ db: handle.db });
  await app.ready();
  const owner = await signedIn(app, await makeStaff(handle.db, { role: 'owner', brands: 'all', staffAuth }));
  const manager = await signedIn(
    app,
    await makeStaff(handle.db, { role: 'manager', brands: ['nestwood', 'nestwood-ca'], staffAuth }),
  );

  // The data ends on 27 November 2026; each row asks a period ending then (its previous period is read too).
  const last = '2026-11-27';
  const since = (days: number) => new Date(Date.parse(`${last}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const scenarios: Array<[string, StaffBrowser, string]> = [
    ['all brands, 7 days (owner)', owner, `brand=all&from=${since(7)}&to=${last}`],
    ['all brands, 30 days (owner)', owner, `brand=all&from=${since(30)}&to=${last}`],
    ['all brands, 90 days (owner)', owner, `brand=all&from=${since(90)}&to=${last}`],
    ['all brands, 366 days (owner)', owner, `brand=all&from=${since(366)}&to=${last}`],
    ['nestwood, 30 days (owner)', owner, `brand=nestwood&from=${since(30)}&to=${last}`],
    ['nestwood, 366 days (owner)', owner, `brand=nestwood&from=${since(366)}&to=${last}`],
    ['all of two brands, 30 days (manager)', manager, `brand=all&from=${since(30)}&to=${last}`],
    ['all of two brands, 366 days (manager)', manager, `brand=all&from=${since(366)}&to=${last}`],
  ];

  const rows: Record<string, { n: number; orders: number; p50Ms: number; p95Ms: number; p99Ms: number }> = {};
  for (const [name, browser, query] of scenarios) {
    const times: number[] = [];
    let orders = 0;
    for (let i = 0; i < ROUNDS + WARM_UP; i++) {
      started = performance.now();
      const res = await browser.call('GET', `/admin/dashboard?${query}`);
      const took = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${name} (${query}): ${res.statusCode} ${res.body}`);
      if (i < WARM_UP) continue;
      times.push(took);
      const result = (res.json() as { result: { currencies: Array<{ totals: { orders: number } }> } }).result;
      orders = result.currencies.reduce((sum, c) => sum + c.totals.orders, 0);
    }
    const sorted = times.sort((a, b) => a - b);
    const at = (q: number) => +(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
    rows[name] = { n: sorted.length, orders, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
  }
  console.table(rows);
  const version = (await handle.db.execute(sql`show server_version`)) as unknown as Array<{ server_version: string }>;
  console.log(
    `PostgreSQL ${version[0]?.server_version}, ${ORDERS} orders, ${EVENTS} events, ${ROUNDS} requests a row after ` +
      `${WARM_UP} to warm up, through app.inject with the staff session cookie`,
  );
  if (process.env.BENCH_EXPLAIN) {
    for (const [label, query] of [
      [
        'orders',
        sql`explain (analyze, buffers) select to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD'), currency, count(*), sum(total_amount) from orders where paid_at >= '2025-11-26' and paid_at < '2026-11-28' group by 1, 2`,
      ],
      [
        'events',
        sql`explain (analyze, buffers) select type, count(*) from analytics_events where type in ('orderPaid') and occurred_at >= '2025-11-27' and occurred_at < '2026-11-28' group by type`,
      ],
      [
        'funnel_daily',
        sql`explain (analyze, buffers) select step, sum(count) from funnel_daily where day >= '2025-11-27' and day <= '2026-11-27' group by step`,
      ],
    ] as const) {
      const plan = (await handle.db.execute(query)) as unknown as Array<Record<string, string>>;
      console.log(`\n${label}:\n${plan.map((row) => Object.values(row)[0]).join('\n')}`);
    }
  }
  await app.close();
} finally {
  await handle.close();
  await scratch.drop();
}
