// `npm run bench:admin`: GET /admin/orders answer times on PostgreSQL with 100,000 orders over nine brands, signed in as
// a staff owner (every brand) through app.inject: the first page, a short id, an email, a partial name, a phone, a
// ZIP, a combination of filters, and the 20th page by cursor. Prints p50/p95/p99 per row; asserts nothing (timing does
// not belong in unit tests on a shared machine). DATABASE_URL names the server (default
// postgres://postgres@127.0.0.1:5432/test); the bench fills a database of its own there and drops it at the end.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { createStaffAuth } from '../src/staff/staff-auth';
import { buildStoreApp } from '../test/support/store-app';
import { scratchDatabase } from '../test/support/test-database';
import { makeStaff, signedIn, type StaffBrowser } from '../test/support/staff';
import { benchOrderFill } from './order-fill';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 10;
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const scratch = await scratchDatabase('bench_admin');
const handle = await openDatabase({ url: scratch.url });
try {
  await handle.migrate();
  let started = performance.now();
  await handle.db.execute(benchOrderFill(ORDERS));
  await handle.db.execute(sql`vacuum analyze orders`);
  // A short id drawn twice for one brand (40 bits each: about one chance in 200 at 100,000) keeps the first order.
  const [written] = (await handle.db.execute(sql`select count(*)::int as n from orders`)) as unknown as Array<{ n: number }>;
  console.log(`${written?.n} orders written and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildStoreApp(handle.db);
  // Staff passwords hashed as production does (the test factories' cheap hash is not what this app checks).
  const staffAuth = createStaffAuth({ db: handle.db });
  await app.ready();
  const owner = await signedIn(app, await makeStaff(handle.db, { role: 'owner', brands: 'all', staffAuth }));
  const manager = await signedIn(app, await makeStaff(handle.db, { role: 'manager', brands: ['nestwood'], staffAuth }));

  // What staff would type: values of real orders, spread over the table.
  const sample = (await handle.db.execute(sql`
    select short_id as "shortId", email, shipping_details->>'phone' as phone, shipping_details->'address'->>'zip' as zip
    from orders where id in (select 'bench' || lpad((1 + (k * 4999) % ${ORDERS})::text, 19, '0') from generate_series(1, 50) k)
  `)) as unknown as Array<{ shortId: string; email: string; phone: string; zip: string }>;
  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
  const phoneAsTyped = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  const NAMES = ['kowalski', 'Lee', 'ann lee', 'fitzger', 'Papadop', 'maria', 'nguyen', 'okafor', 'lindq', 'Wei Kim'];
  const FILTERS = [
    'brand=nestwood&status=paid&paymentStatus=partially_refunded&provider=affirm&from=2026-06-01&to=2026-08-31&sort=total-high',
    'status=paid&fulfillmentStatus=unfulfilled&provider=paypal&sort=oldest',
    'brand=plume&paymentStatus=refunded&from=2026-01-01&to=2026-03-31',
    'status=cancelled&provider=link&sort=total-low',
  ];

  /** The cursor of page 20 (50 a page) of a list: 19 pages walked first, untimed. */
  async function page20Cursor(browser: StaffBrowser, query: string): Promise<string> {
    let cursor = '';
    for (let page = 1; page < 20; page++) {
      const res = await browser.call('GET', `/admin/orders?${query}${cursor ? `&cursor=${cursor}` : ''}`);
      cursor = (res.json() as { result: { nextCursor: string } }).result.nextCursor;
    }
    return cursor;
  }
  const page20 = [
    `sort=newest&cursor=${await page20Cursor(owner, 'sort=newest')}`,
    `sort=total-high&cursor=${await page20Cursor(owner, 'sort=total-high')}`,
    `q=lee&cursor=${await page20Cursor(owner, 'q=lee')}`,
  ];

  const scenarios: Array<[string, StaffBrowser, (i: number) => string]> = [
    ['first page (no query)', owner, () => ''],
    ['first page, one-brand manager', manager, () => ''],
    ['short id', owner, (i) => `q=${pick(sample, i).shortId}`],
    ['email', owner, (i) => `q=${encodeURIComponent(pick(sample, i).email)}`],
    ['partial name', owner, (i) => `q=${encodeURIComponent(pick(NAMES, i))}`],
    ['phone', owner, (i) => `q=${encodeURIComponent(phoneAsTyped(pick(sample, i).phone))}`],
    ['ZIP', owner, (i) => `q=${encodeURIComponent(pick(sample, i).zip)}`],
    ['filter combination', owner, (i) => pick(FILTERS, i)],
    // Cancelled orders never ship: the whole index is read and nothing found (the slowest a filtered page gets).
    ['filters matching nothing', owner, () => 'status=cancelled&fulfillmentStatus=shipped&provider=link'],
    ['page 20 by cursor', owner, (i) => pick(page20, i)],
  ];

  const rows: Record<string, { n: number; found: number; p50Ms: number; p95Ms: number; p99Ms: number }> = {};
  for (const [name, browser, query] of scenarios) {
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < ROUNDS + WARM_UP; i++) {
      started = performance.now();
      const res = await browser.call('GET', `/admin/orders?${query(i)}`);
      const took = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${name} (${query(i)}): ${res.statusCode} ${res.body}`);
      if (i < WARM_UP) continue;
      times.push(took);
      found += (res.json() as { result: { orders: unknown[] } }).result.orders.length;
    }
    const sorted = times.sort((a, b) => a - b);
    const at = (q: number) => +(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
    rows[name] = {
      n: sorted.length,
      found: +(found / sorted.length).toFixed(1),
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      p99Ms: at(0.99),
    };
  }
  console.table(rows);
  const version = (await handle.db.execute(sql`show server_version`)) as unknown as Array<{ server_version: string }>;
  console.log(
    `PostgreSQL ${version[0]?.server_version}, ${ORDERS} orders, ${ROUNDS} requests a row after ${WARM_UP} to warm up, ` +
      'through app.inject with the staff session cookie (each request reads the session and the staff account)',
  );
  await app.close();
} finally {
  await handle.close();
  await scratch.drop();
}
