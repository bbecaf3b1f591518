// `npm run bench:admin`: GET /admin/orders answer times on PostgreSQL with 100,000 orders over nine brands, signed in as
// a staff owner (every brand) through app.inject: the first page, a short id, an email, a partial name, a phone, a
// ZIP, a combination of filters, and the 20th page by cursor. Prints p50/p95/p99 per row; asserts nothing (timing does
// not belong in unit tests on a shared machine). DATABASE_URL names the server (default
// postgres://postgres@127.0.0.1:5432/test); the bench fills a database of its own there and drops it at the end.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { buildStoreApp } from '../test/support/store-app';
import { scratchDatabase } from '../test/support/test-database';
import { makeStaff, signedIn, type StaffBrowser } from '../test/support/staff';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 10;
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Orders as checkout leaves them, in one INSERT ... SELECT over generate_series: names from common first and last
 * names, emails from the names, ten-digit phones, real ZIPs (postal codes for the Canadian brands), brands and payment
 * providers in uneven shares, 80% paid (some refunded, most shipped), 10% pending, 10% cancelled, placed every five
 * minutes or so over a year, each with a one- or two-line frozen cart.
 */
const FILL = sql.raw(`
with pools as (
  select
    array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara',
      'Richard','Susan','Joseph','Jessica','Thomas','Sarah','Charles','Karen','Christopher','Lisa','Daniel','Nancy',
      'Matthew','Betty','Anthony','Margaret','Mark','Sandra','Donald','Ashley','Steven','Kimberly','Paul','Emily','Andrew',
      'Donna','Joshua','Michelle','Kenneth','Carol','Kevin','Amanda','Brian','Dorothy','George','Melissa','Timothy',
      'Deborah','Ann','Zoe','Priya','Wei','Mateo','Sofia','Liam','Olivia','Noah','Ava'] as firsts,
    array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez',
      'Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White',
      'Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen','King','Wright','Scott','Torres',
      'Nguyen','Hill','Flores','Green','Adams','Nelson','Baker','Hall','Rivera','Campbell','Mitchell','Carter','Roberts',
      'Gomez','Phillips','Evans','Turner','Diaz','Parker','Cruz','Edwards','Collins','Reyes','Stewart','Morris','Morales',
      'Murphy','Cook','Rogers','Gutierrez','Ortiz','Morgan','Cooper','Peterson','Bailey','Reed','Kelly','Howard','Ramos',
      'Kim','Cox','Ward','Richardson','Okafor','Kowalski','Lindqvist','Papadopoulos','Fitzgerald'] as lasts,
    array['94105','10001','30301','60601','73301','98101','02108','33101','80202','85001','19103','48201','55401','63101',
      '37201','28202','97201','89101','84101','64105','46204','43215','53202','40202','70112','32801','96813','99501',
      '20001','21201','94110','90012','92101','75201','77002','78701','27601','15222','44113','14202'] as zips,
    array['M5V 2T6','H2X 1Y4','V6B 1A1','T2P 2M5','K1P 5J9','R3C 0V8'] as postals,
    array['nestwood','nestwood','nestwood','plume','plume','driftvale','arbor','cloverlane','meadow','harbor',
      'nestwood','plume','arbor','cloverlane','nestwood-ca','driftvale-ca','nestwood','plume','driftvale','meadow'] as brands,
    array['stripeDirect','stripeDirect','stripeDirect','stripeDirect','stripeDirect','paypal','paypal','paypal','affirm',
      'affirm','afterPay','amazonPay','applepay','googlepay','link','stripeDirect','paypal','affirm','stripeDirect',
      'applepay'] as providers,
    array['Cloud Hybrid Mattress','Luxe Hybrid Mattress','Essential Foam Mattress','Down Alternative Pillow',
      'Cooling Sheet Set','Platform Bed Frame','Weighted Blanket','Mattress Protector'] as products,
    '23456789ABCDEFGHJKLMNPQRSTUVWXYZ' as alphabet
),
base as (
  select g,
    decode(md5('order-' || g), 'hex') as h,
    case when g % 10 < 8 then 'paid' when g % 10 = 8 then 'pending' else 'cancelled' end as status,
    ((g::bigint * 7919) % 900) as n,
    timestamptz '2026-11-28 00:00:00+00' - g * interval '5 minutes' - (g % 997) * interval '1 microsecond' as at
  from generate_series(1, ${ORDERS}) g
),
named as (
  select b.*,
    (select brands[1 + (get_byte(b.h, 8) * 256 + get_byte(b.h, 9)) % 20] from pools) as brand,
    (select firsts[1 + (get_byte(b.h, 10) * 256 + get_byte(b.h, 11)) % 60] from pools) as first,
    (select lasts[1 + (get_byte(b.h, 12) * 256 + get_byte(b.h, 13)) % 85] from pools) as last
  from base b
),
shaped as (
  select b.*,
    b.brand like '%-ca' as canada,
    (select string_agg(substr(p.alphabet, get_byte(b.h, k) % 32 + 1, 1), '' order by k) from pools p, generate_series(0, 7) k) as short_id,
    lower(b.first) || '.' || lower(b.last) || case when b.n > 0 then b.n::text else '' end || '@' ||
      (array['example.com','mail.test','inbox.test','post.test','example.org'])[1 + b.g % 5] as email,
    (array['415','212','312','646','718','305','512','206','617','404'])[1 + b.g % 10] ||
      lpad(((b.g::bigint * 104729) % 10000000)::text, 7, '0') as phone,
    case when b.g % 3 = 0 then 2 else 1 end as line_count,
    19900 + ((b.g::bigint * 7727) % 380000)::int as price,
    case when b.g % 6 = 0 then 10000 else 0 end as coupon,
    ((19900 + ((b.g::bigint * 7727) % 380000)) * 0.0825)::int as tax
  from named b
),
priced as (
  select s.*,
    case when s.canada then (select postals[1 + s.g % 6] from pools) else (select zips[1 + get_byte(s.h, 14) % 40] from pools) end as zip,
    case when s.canada then 'stripeCanada' else (select providers[1 + get_byte(s.h, 15) % 20] from pools) end as provider,
    (select products[1 + s.g % 8] from pools) as product,
    (select products[1 + (s.g + 3) % 8] from pools) as second_product,
    s.price - s.coupon + case when s.line_count = 2 then 5900 else 0 end + s.tax as total
  from shaped s
)
insert into orders (id, short_id, brand, session_hash, cart_id, status, payment_status, fulfillment_status, refunded_amount,
  cancelled_at, email, shipping_details, billing_details, payment_details, cart, total_amount, currency, email_key,
  phone_key, zip_key, created_at, updated_at, paid_at)
select
  'bench' || lpad(p.g::text, 19, '0'),
  p.short_id,
  p.brand,
  md5('session-' || p.g),
  'benchcart' || lpad(p.g::text, 15, '0'),
  p.status,
  case when p.status <> 'paid' then 'unpaid' when p.g % 100 < 7 then 'refunded' when p.g % 100 < 15 then 'partially_refunded' else 'paid' end,
  case when p.status <> 'paid' then 'unfulfilled' when p.g % 10 < 6 then 'shipped' when p.g % 10 = 6 then 'partially_shipped' else 'unfulfilled' end,
  case when p.status <> 'paid' then 0 when p.g % 100 < 7 then p.total when p.g % 100 < 15 then p.total / 4 else 0 end,
  case when p.status = 'cancelled' then p.at + interval '2 hours' end,
  p.email,
  jsonb_build_object('firstName', p.first, 'lastName', p.last, 'phone', p.phone, 'address', jsonb_build_object(
    'line1', (100 + p.g % 9000) || ' ' || (array['Main St','Oak Ave','Maple Dr','Elm Street','Cedar Ln','Park Blvd'])[1 + p.g % 6],
    'line2', case when p.g % 4 = 0 then 'Apt ' || (1 + p.g % 40) else '' end,
    'zip', p.zip, 'city', 'Springfield', 'state', case when p.canada then 'ON' else 'CA' end,
    'country', case when p.canada then 'CA' else 'US' end)),
  jsonb_build_object('firstName', case when p.g % 20 = 0 then 'Alex' else p.first end, 'lastName', p.last, 'phone', p.phone,
    'address', jsonb_build_object('line1', (100 + p.g % 9000) || ' Main St', 'line2', '', 'zip', p.zip, 'city', 'Springfield',
    'state', case when p.canada then 'ON' else 'CA' end, 'country', case when p.canada then 'CA' else 'US' end)),
  jsonb_build_object('billingProvider', p.provider, 'customerID', null),
  jsonb_build_object(
    'id', 'benchcart' || p.g,
    'items', jsonb_build_array(jsonb_build_object(
      'itemIdentifier', 'L1' || lpad(p.g::text, 10, '0'), 'sku', 'SKU-queen',
      'product', jsonb_build_object('id', lower(replace(p.product, ' ', '-')), 'name', p.product, 'title', p.product,
        'inventoryKey', 'X', 'relatedProducts', '[]'::jsonb, 'group', 'mattress', 'url', '/', 'image', null),
      'properties', jsonb_build_array(jsonb_build_object('name', 'Size', 'value', 'queen')),
      'quantity', 1, 'forItem', null, 'fulfillmentStatus', 'pending', 'extras', '[]'::jsonb, 'parcelDimensions', null,
      'discount', p.coupon, 'priceAfterDiscount', p.price - p.coupon,
      'pricing', jsonb_build_object('price', jsonb_build_object('amount', p.price),
        'breakdown', jsonb_build_object('couponDiscount', jsonb_build_object('amount', p.coupon)),
        'profilePrice', jsonb_build_object('amount', p.price))))
      || case when p.line_count = 2 then jsonb_build_array(jsonb_build_object(
      'itemIdentifier', 'L2' || lpad(p.g::text, 10, '0'), 'sku', 'SKU-standard',
      'product', jsonb_build_object('id', lower(replace(p.second_product, ' ', '-')), 'name', p.second_product,
        'title', p.second_product, 'inventoryKey', 'X', 'relatedProducts', '[]'::jsonb, 'group', 'bedding', 'url', '/',
        'image', null),
      'properties', '[]'::jsonb, 'quantity', 1, 'forItem', null, 'fulfillmentStatus', 'pending', 'extras', '[]'::jsonb,
      'parcelDimensions', null, 'discount', 0, 'priceAfterDiscount', 5900,
      'pricing', jsonb_build_object('price', jsonb_build_object('amount', 5900),
        'breakdown', jsonb_build_object('couponDiscount', jsonb_build_object('amount', 0)),
        'profilePrice', jsonb_build_object('amount', 5900)))) else '[]'::jsonb end,
    'extras', jsonb_build_array(
      jsonb_build_object('sku', 'SHIP', 'name', 'shipping', 'title', 'Free shipping', 'kind', 'shipping',
        'pricing', jsonb_build_object('price', jsonb_build_object('amount', 0), 'profilePrice', jsonb_build_object('amount', 0,
        'currency', case when p.canada then 'CAD' else 'USD' end)), 'parcelDimensions', null),
      jsonb_build_object('sku', 'TAX', 'name', 'tax', 'title', 'Tax', 'kind', 'tax',
        'pricing', jsonb_build_object('price', jsonb_build_object('amount', p.tax), 'profilePrice', jsonb_build_object('amount', p.tax,
        'currency', case when p.canada then 'CAD' else 'USD' end)), 'parcelDimensions', null)),
    'itemsCount', p.line_count, 'totalPrice', jsonb_build_object('amount', p.total),
    'totalDiscount', jsonb_build_object('amount', p.coupon), 'totalValue', jsonb_build_object('amount', p.price),
    'totalSavings', jsonb_build_object('amount', p.coupon), 'couponDetails', null,
    'metadata', jsonb_build_object('reqShippingDate', null, 'reqDeliveryDate', null), 'historyLog', '[]'::jsonb,
    'currency', case when p.canada then 'CAD' else 'USD' end, 'preventAddingCoupon', false, 'region', null),
  p.total,
  case when p.canada then 'CAD' else 'USD' end,
  p.email,
  p.phone,
  upper(replace(p.zip, ' ', '')),
  p.at, p.at,
  case when p.status = 'paid' then p.at + interval '1 minute' end
from priced p
on conflict do nothing
`);

const scratch = await scratchDatabase('bench_admin');
const handle = await openDatabase({ url: scratch.url });
try {
  await handle.migrate();
  let started = performance.now();
  await handle.db.execute(FILL);
  await handle.db.execute(sql`vacuum analyze orders`);
  // A short id drawn twice for one brand (40 bits each: about one chance in 200 at 100,000) keeps the first order.
  const [written] = (await handle.db.execute(sql`select count(*)::int as n from orders`)) as unknown as Array<{ n: number }>;
  console.log(`${written?.n} orders written and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildStoreApp(handle.db);
  await app.ready();
  const owner = await signedIn(app, await makeStaff(handle.db, { role: 'owner', brands: 'all' }));
  const manager = await signedIn(app, await makeStaff(handle.db, { role: 'manager', brands: ['nestwood'] }));

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
