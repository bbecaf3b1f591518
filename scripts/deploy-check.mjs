// `npm run test:deploy`: a first deployment as the README's "Deploying" describes it, checked end to end. On an empty
// PostgreSQL database of its own (DATABASE_URL names the server, default postgres://postgres@127.0.0.1:5432/postgres;
// dropped at the end) and a Redis prefix of its own: writes a channels file (shop.example.test serves nestwood,
// boutique.example.test cloverlane) and a small catalogue (a few of the demo's products, one coupon DEPLOY10), imports
// it with `npm run catalog:import` (--dry-run first), builds what `npm run build` would and is missing, starts
// `npm run start:prod` under NODE_ENV=production (sandbox payments allowed: no live keys here), then asks the
// storefront's port with each host: the home page is the host's brand, the products are exactly the imported ones,
// the demo's coupons SERVICE100 and ONCE50 are unknown while DEPLOY10 applies, an order is placed, paid with the
// sandbox card and read back, and the product page's canonical link is on the channel's origin. Prints each step's
// time; exits 1 on any failure. Ports DEPLOY_WEB_PORT (3630) and DEPLOY_API_PORT (3631).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServers } from './lib/bench/processes.mjs';
import { dropRedisPrefix, newDatabase } from './lib/bench/stores.mjs';
import { hostClient } from './lib/deploy/host-client.mjs';
import { runNpm, startProd } from './lib/deploy/npm.mjs';
import { SITES, writeCatalogue, writeChannelsFile } from './lib/deploy/store-files.mjs';
import {
  canonicalOnChannel,
  cartWithFirstProduct,
  couponsOfThisStore,
  homeIsBrand,
  placeAndPay,
  productsAreImported,
} from './lib/deploy/storefront-checks.mjs';
import { buildWeb, root } from './lib/stack.mjs';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `deploy-check:${process.pid}:`;
const webPort = Number(process.env.DEPLOY_WEB_PORT ?? 3630);
const apiPort = Number(process.env.DEPLOY_API_PORT ?? 3631);
const started = performance.now();
const steps = [];

/**
 * Runs one step, timed, and prints it with what `describe` says of its value (or its failure). Answers the value, or
 * undefined when it failed (recorded: the check then exits 1).
 */
async function step(label, run, describe = (value) => value) {
  const t = performance.now();
  const took = () => `${((performance.now() - t) / 1000).toFixed(2)} s`;
  try {
    const value = await run();
    const detail = describe(value);
    steps.push({ label, ok: true });
    console.log(`ok    ${label} (${took()})${typeof detail === 'string' ? `: ${detail}` : ''}`);
    return value;
  } catch (error) {
    steps.push({ label, ok: false });
    console.log(`FAIL  ${label} (${took()}): ${error.message}`);
    return undefined;
  }
}

/** Whether two { brand: count } objects hold the same counts. */
function sameCounts(a, b) {
  return a !== undefined && Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'deploy-check-'));
let db;
let stack;
const cleanUp = async () => {
  await stack?.stop();
  await db?.drop();
  await dropRedisPrefix(redisUrl, redisPrefix).catch(() => undefined);
  rmSync(tmp, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUp().finally(() => process.exit(130)));

try {
  await step('build what is missing (npm run build: the storefront, its server, the API, the staff application)', async () => {
    const outputs = [
      'apps/web/.next/BUILD_ID',
      'apps/web/dist/server.js',
      'apps/api/dist/main.js',
      'apps/admin/dist/client/index.html',
      'apps/admin/dist/server/main.js',
    ];
    const mtime = (file) => (existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0);
    const before = outputs.map(mtime);
    if (!before[0] && !buildWeb()) throw new Error('next build failed');
    // The servers when missing or older than their sources (a stale API bundle would not be what the sources say).
    await buildServers({ bare: false, admin: true });
    const built = outputs.filter((file, i) => mtime(file) !== before[i]);
    return built.length === 0 ? 'nothing (all present and up to date)' : `built ${built.join(', ')}`;
  });
  db = await step(
    'an empty PostgreSQL database',
    () => newDatabase(serverUrl, `deploy_check_${process.pid}`, { demo: false }),
    (created) => created.name,
  );
  if (!db) throw new Error('no database');
  const env = { DATABASE_URL: db.url };
  const channelsFile = writeChannelsFile(tmp);
  const catalogue = writeCatalogue(tmp);
  const count = async (table) => (await db.sql.unsafe(`select count(*)::int as n from ${table}`))[0].n;
  await step('npm run catalog:import -- <folder> --dry-run', async () => {
    const out = await runNpm(['run', 'catalog:import', '--', catalogue, '--dry-run'], env);
    if (!out.includes('dry run: nothing written')) throw new Error(`unexpected output:\n${out}`);
    if ((await count('products')) !== 0) throw new Error('the dry run wrote products');
    return out
      .split('\n')
      .filter((line) => /products|coupons/.test(line))
      .join('; ');
  });
  await step('npm run catalog:import -- <folder>', async () => {
    const out = await runNpm(['run', 'catalog:import', '--', catalogue], env);
    if (!out.includes('imported (postgres)')) throw new Error(`unexpected output:\n${out}`);
    return `${await count('products')} products, ${await count('coupons')} coupon(s) in the database`;
  });
  stack = await step(
    'npm run start:prod (NODE_ENV=production) until the API and the storefront answer',
    () =>
      startProd({
        webPort,
        apiPort,
        env: {
          ...env,
          NODE_ENV: 'production',
          ALLOW_SANDBOX_PAYMENTS: '1',
          REDIS_URL: redisUrl,
          REDIS_PREFIX: redisPrefix,
          CHANNELS_FILE: channelsFile,
          CLIENT_ADDRESS_SECRET: randomBytes(32).toString('hex'),
          OPERATOR_SECRET: randomBytes(24).toString('hex'),
          LOG_LEVEL: 'info',
        },
      }),
    () => `API :${apiPort}, storefront :${webPort}`,
  );
  if (!stack) throw new Error('start:prod did not start');
  await step('the API reports the imported products per brand at start', async () => {
    const line = stack.lines().find((l) => l.includes('"msg":"API ready'));
    const products = line ? JSON.parse(line.slice(line.indexOf('{'))).products : undefined;
    const expected = Object.fromEntries(Object.values(SITES).map((site) => [site.brand, site.products.length]));
    if (!sameCounts(products, expected))
      throw new Error(`products ${JSON.stringify(products)}, expected ${JSON.stringify(expected)}`);
    return JSON.stringify(products);
  });
  for (const site of Object.values(SITES)) {
    const client = hostClient(webPort, site.host);
    await step(`${site.host}: home page`, () => homeIsBrand(client, site));
    await step(`${site.host}: products and listing`, () => productsAreImported(client, site));
    await step(`${site.host}: canonical link`, () => canonicalOnChannel(client, site));
  }
  const shopper = hostClient(webPort, SITES.shop.host);
  const [coupon] = SITES.shop.coupons;
  await step(`${SITES.shop.host}: cart, SERVICE100 and ONCE50 refused, ${coupon.code} applied`, async () => {
    await cartWithFirstProduct(shopper, SITES.shop);
    const { before, after, off } = await couponsOfThisStore(shopper, ['SERVICE100', 'ONCE50'], coupon);
    return `cart ${before.totalPrice.amount} -> ${after.totalPrice.amount} cents (${off} off)`;
  });
  await step(`${SITES.shop.host}: order placed, paid with the sandbox card and read back`, async () => {
    const order = await placeAndPay(shopper, SITES.shop, coupon);
    const rows = await db.sql`select status, count(*)::int as n from orders group by status`;
    const stored = rows.map((r) => `${r.n} ${r.status}`).join(', ');
    if (stored !== '1 paid') throw new Error(`orders in the database: ${stored}`);
    return `order ${order.shortId} ${order.status}, ${order.cart.totalPrice.amount} cents with ${coupon.code}; database: ${stored}`;
  });
} catch (error) {
  steps.push({ label: 'run', ok: false });
  console.log(`FAIL  ${error.message}`);
} finally {
  const stopAt = performance.now();
  const drained = await stack?.stop();
  if (stack) {
    const took = `${((performance.now() - stopAt) / 1000).toFixed(2)} s`;
    steps.push({ label: 'stop', ok: drained });
    console.log(`${drained ? 'ok  ' : 'FAIL'}  SIGTERM: every start:prod process gone (${took})`);
  }
  stack = undefined;
  await cleanUp();
}
const failed = steps.filter((s) => !s.ok);
const total = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nDeploy check: ${steps.length - failed.length}/${steps.length} steps passed in ${total} s`);
process.exit(failed.length === 0 ? 0 : 1);
