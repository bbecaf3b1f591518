// `npm run budget [-- --update]`: the first-load JavaScript of the storefront's page routes and of the staff application's
// first screen, measured from the build output (gzip bytes, as they cross the wire), against the recorded budget in
// scripts/bundle-budget.json. It fails when a route
// grows by more than BUDGET_SLACK over its budget, so a feature cannot quietly slow the product page; --update records
// the current figures as the new budget (commit that change with the reason in its message).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAdminIfNeeded, buildWebIfNeeded, root } from './lib/stack.mjs';
import { STAFF_FIRST_SCREEN_LIMIT, staffFirstScreenBytes } from './lib/staff-first-screen.mjs';

const BUDGET_SLACK = 10 * 1024;
const budgetFile = path.join(root, 'scripts/bundle-budget.json');
const nextDir = path.join(root, 'apps/web/.next');
/** The page routes measured: home, lists, product pages, content pages, the cart and the login page (lib/routing/page-route.ts). */
const ROUTES = [
  { name: 'home', route: '[brand]/page', pages: '/' },
  { name: 'listing', route: '[brand]/_listing/[...path]/page', pages: 'lists and size landing pages (/mattresses, ...)' },
  { name: 'product', route: '[brand]/_product/[...path]/page', pages: 'product pages (/mattress, /bedding/{name}, ...)' },
  { name: 'content', route: '[brand]/[...path]/page', pages: 'content pages and the 404 (/faq, /p/about, ...)' },
  { name: 'cart', route: '[brand]/checkout/cart/page', pages: '/checkout/cart' },
  { name: 'login', route: '[brand]/login/page', pages: '/login' },
];

/** The chunks a browser loads before the page is interactive: the framework's root chunks and every entry chunk of the route's tree. */
function firstLoadChunks(route) {
  const manifest = path.join(nextDir, 'server/app', `${route}_client-reference-manifest.js`);
  const sandbox = { __RSC_MANIFEST: {} };
  new Function('globalThis', readFileSync(manifest, 'utf8'))(sandbox);
  const entry = Object.values(sandbox.__RSC_MANIFEST)[0];
  const rootMain = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')).rootMainFiles;
  return new Set([...rootMain, ...Object.values(entry.entryJSFiles).flat()]);
}

function gzipBytes(chunks) {
  let total = 0;
  for (const chunk of chunks) total += gzipSync(readFileSync(path.join(nextDir, chunk))).length;
  return total;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

buildWebIfNeeded();
buildAdminIfNeeded();
const framework = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')).rootMainFiles;
console.log(
  `      framework ${kb(gzipBytes(framework)).padStart(9)} (Next.js and React root chunks, part of each storefront figure below)`,
);
const update = process.argv.includes('--update');
const budget = update ? {} : JSON.parse(readFileSync(budgetFile, 'utf8'));
const measured = {};
let failed = false;
const rows = [
  ...ROUTES.map(({ name, route, pages }) => ({ name, pages, bytes: gzipBytes(firstLoadChunks(route)) })),
  {
    name: 'staff',
    pages: `the staff application's first screen (entry, layout, dashboard; its own limit ${kb(STAFF_FIRST_SCREEN_LIMIT)})`,
    bytes: staffFirstScreenBytes(),
    limit: STAFF_FIRST_SCREEN_LIMIT,
  },
];
for (const { name, pages, bytes, limit: ownLimit } of rows) {
  measured[name] = bytes;
  // A route with no recorded budget fails too (a new route must be recorded with --update, its figure in the commit).
  const unbudgeted = !update && budget[name] === undefined;
  const limit = Math.min((budget[name] ?? 0) + BUDGET_SLACK, ownLimit ?? Infinity);
  const over = unbudgeted || bytes > (update ? (ownLimit ?? Infinity) : limit);
  failed ||= over;
  const against = update ? 'recorded' : unbudgeted ? 'no budget recorded' : `budget ${kb(budget[name])} + ${kb(BUDGET_SLACK)}`;
  console.log(
    `${over ? 'OVER ' : 'ok   '} ${name.padEnd(8)} ${kb(bytes).padStart(9)} first-load JS (gzip), ${against} — ${pages}`,
  );
}
if (update) writeFileSync(budgetFile, `${JSON.stringify(measured, null, 2)}\n`);
if (failed) {
  console.error(
    'A route grew past its JavaScript budget. Shrink it, or raise the budget with --update and say why in the commit.',
  );
  process.exit(1);
}
