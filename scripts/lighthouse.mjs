// `npm run lighthouse`: mobile Lighthouse (Debian chromium) on every brand's home, a listing, a product page (found in the
// brand's sitemap), the cart with a product in it, /faq, /compare, /store/store-locator, /reviews and /login, each next to
// a static copy of the same HTML and CSS without scripts (lib/lighthouse/static-copy.mjs) served from its own port, after a
// bare Next.js page (the framework floor). Prints scores, LCP/TBT/CLS and script bytes, each figure next to its goal read
// against the floor (lib/lighthouse/goals.mjs), and exits non-zero when a page misses one.
//   LH_BRANDS=nestwood,arbor   brands of the registry to measure (default: all)
//   LH_PAGES=/faq,/compare     these pages on each chosen brand instead of home, listing and product
//   LH_KINDS=product,photo     only these kinds of the default pages (home, listing, product, photo,
//                              cart, faq, compare, store-locator, reviews, login)
//   LH_PHOTOS=0                no second product-page row: by default the product page is measured again after staff
//                              give it a photo (lib/lighthouse/photo-page.mjs), kind `photo`
//   LH_RUNS=3                  runs per page (medians)          LH_STATIC=0   no static-copy comparison
//   LH_SAVE=/tmp/lh                each run's full Lighthouse report as JSON in that folder
//   LH_FLOOR=0                 no framework floor (a bare Next.js page measured first, lib/lighthouse/floor.mjs, then
//                              again with its scripts after the first paint, kind `floor-after-paint`, not a goal:
//                              lib/lighthouse/floor-after-paint.mjs, on LH_FLOOR_AFTER_PAINT_PORT, default LH_WEB_PORT + 5)
//   LH_FLOOR_ELEMENTS=400,800  the floor again with about this many React elements, hydrated (rows floor-400, ...; none
//                              by default: docs/benchmarks.md "Does a page's size weigh on TBT")
//   LH_FLOOR_AGAIN=10          the floor measured again this many times, rows floor-again-1, ... (none by default): how
//                              far a page identical to the floor lands from the floor's own median within one run
//   LH_STAFF=0                 no staff application row (its start page after sign-in, desktop preset, kind `staff`,
//                              lib/lighthouse/staff-app.mjs); LH_ADMIN_PORT its port (default LH_WEB_PORT + 4)
//   LH_WEB_PORT / LH_API_PORT / LH_STATIC_PORT / LH_FLOOR_PORT   (default 3400 / 4400 / LH_WEB_PORT + 2 / + 3)
// A checkout page (LH_PAGES=/checkout/shipping) is measured with a cart and /my-account signed in (lib/lighthouse/session.mjs);
// those have no static copy (the copy is of a new visitor's page).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, IDLE_BROWSER_FEATURES, withFeaturesDisabled } from './lib/chromium-flags.mjs';
import { buildAdminIfNeeded, buildWebIfNeeded, startStack } from './lib/stack.mjs';
import { startFloorAfterPaint } from './lib/lighthouse/floor-after-paint.mjs';
import { floorElementsUrl, startFloorPage } from './lib/lighthouse/floor.mjs';
import { checks, floorAgainSummary, goalsFrom, MARGINS, missesIn } from './lib/lighthouse/goals.mjs';
import { addProductPhoto, photoShown } from './lib/lighthouse/photo-page.mjs';
import { measure } from './lib/lighthouse/measure.mjs';
import { cookieFor, request } from './lib/lighthouse/session.mjs';
import { startStaticCopyServer } from './lib/lighthouse/static-copy.mjs';
import { measureStaffApp, staffChecks } from './lib/lighthouse/staff-app.mjs';
import { addLighthouseOwner } from './lib/lighthouse/staff-owner.mjs';
import { brandPages, chosenBrands } from './lib/lighthouse/targets.mjs';

const webPort = Number(process.env.LH_WEB_PORT ?? 3400);
const apiPort = Number(process.env.LH_API_PORT ?? 4400);
const staticPort = Number(process.env.LH_STATIC_PORT ?? webPort + 2);
const brands = chosenBrands(process.env.LH_BRANDS);
const namedPages = process.env.LH_PAGES?.split(',').filter(Boolean);
const runs = Number(process.env.LH_RUNS ?? 3);
const withStatic = process.env.LH_STATIC !== '0';
const withFloor = process.env.LH_FLOOR !== '0';
const floorPort = Number(process.env.LH_FLOOR_PORT ?? webPort + 3);
const floorAfterPaintPort = Number(process.env.LH_FLOOR_AFTER_PAINT_PORT ?? webPort + 5);
const floorElements = (process.env.LH_FLOOR_ELEMENTS ?? '').split(',').filter(Boolean).map(Number);
const floorAgain = Number(process.env.LH_FLOOR_AGAIN ?? 0);
const withPhotos = process.env.LH_PHOTOS !== '0' && namedPages === undefined;
const kinds = process.env.LH_KINDS?.split(',').filter(Boolean);
const withStaff = process.env.LH_STAFF !== '0' && namedPages === undefined && (kinds === undefined || kinds.includes('staff'));
const adminPort = Number(process.env.LH_ADMIN_PORT ?? webPort + 4);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-lh-'));
// The PGlite folder inside the run's folder, so the photos uploaded (kept in `media` beside it) go with the run.
const databaseEnv = { DATABASE_DIR: path.join(dataDir, 'pglite') };

buildWebIfNeeded();
if (withStaff) buildAdminIfNeeded();
if (withPhotos || withStaff) await addLighthouseOwner(databaseEnv);
const stack = await startStack({
  webPort,
  apiPort,
  adminPort: withStaff ? adminPort : undefined,
  env: { ...databaseEnv, LOG_LEVEL: 'warn' },
  quiet: true,
  seedDemo: true,
});
const copies = withStatic ? await startStaticCopyServer({ port: staticPort, webPort }) : undefined;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // chrome-launcher's own flags, with its --disable-features list merged with ours (Chromium reads only the last one).
  ignoreDefaultFlags: true,
  chromeFlags: withFeaturesDisabled([...chromeLauncher.Launcher.defaultFlags(), ...CHROMIUM_FLAGS], IDLE_BROWSER_FEATURES),
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

const rows = [];
try {
  if (withFloor) {
    // Measured first, with the same runs: the machine's speed drifts, so the floor is read beside the pages of one run.
    const floor = await startFloorPage({ port: floorPort });
    const measureFloor = async (kind, url) => {
      rows.push({ brand: 'floor', kind, page: '/', ...(await measure({ chrome, browser, url, runs, quiet: true })) });
      console.log(JSON.stringify(rows.at(-1)));
    };
    try {
      await measureFloor('floor', floor.url);
      for (let again = 1; again <= floorAgain; again++) await measureFloor(`floor-again-${again}`, floor.url);
      // Informational, not goals: the floor with as many React elements as a store page, then each with its scripts
      // after the first paint, as the store's pages load theirs.
      for (const n of floorElements) await measureFloor(`floor-${n}`, floorElementsUrl(floor.url, n));
      const afterPaint = await startFloorAfterPaint({ port: floorAfterPaintPort, target: floor.url });
      try {
        await measureFloor('floor-after-paint', afterPaint.url);
        for (const n of floorElements) await measureFloor(`floor-after-paint-${n}`, floorElementsUrl(afterPaint.url, n));
      } finally {
        await afterPaint.close();
      }
    } finally {
      floor.stop();
    }
  }
  for (const brand of brands) {
    const site = { webPort, brand };
    const found = await brandPages(site);
    const targets = namedPages ? namedPages.map((page) => ({ page, kind: 'named' })) : found;
    // The product page again once staff have given it a photo: the photo is then its largest paint, not the drawing.
    const product = found.find((target) => target.kind === 'product');
    if (withPhotos && product) targets.push({ page: product.page, kind: 'photo' });
    for (const { page, kind } of targets.filter((target) => kinds === undefined || kinds.includes(target.kind))) {
      if (kind === 'photo') {
        await addProductPhoto({ apiUrl: stack.apiUrl, brand, page });
        await photoShown(site, page);
      }
      await request({ ...site, path: page }); // warm the ISR cache: measure a served page, not a first render
      const cookie = await cookieFor(site, page, product?.page);
      const url = `http://${brand}.localhost:${webPort}${page}`;
      const row = { brand, kind, page, ...(await measure({ chrome, browser, url, cookie, runs, label: kind })) };
      if (copies && cookie === undefined) {
        const { copyBytes } = await copies.save(brand, page);
        const copyUrl = `http://${brand}.localhost:${staticPort}${page}`;
        const copy = await measure({ chrome, browser, url: copyUrl, runs, quiet: true, label: kind });
        Object.assign(row, {
          copyKb: Math.round(copyBytes / 1024),
          copyLcpMs: copy.lcpMs,
          lcpOverCopyMs: row.lcpMs - copy.lcpMs,
          lcpRatio: Number((row.lcpMs / copy.lcpMs).toFixed(2)),
        });
      }
      rows.push(row);
      console.log(JSON.stringify(row)); // as it comes: a long run shows progress
    }
  }
  if (withStaff) {
    const row = await measureStaffApp({ measure, chrome, browser, adminUrl: stack.adminUrl, runs });
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  await copies?.close();
  stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const [load1] = os.loadavg();
console.log(
  `Lighthouse mobile (the staff row: desktop), median of ${runs} run(s) per page; load average ${load1.toFixed(2)} on ${os.cpus().length} cores:`,
);
// The element goes on its own lines below; the page shown only where it is not the page asked for (a redirect).
const tableRow = (row) =>
  Object.fromEntries(
    Object.entries(row).filter(([key, value]) => key !== 'lcpElement' && !(key === 'shown' && value === row.page)),
  );
console.table(rows.map(tableRow));
for (const row of rows) console.log(`LCP element ${row.brand}${row.page}: ${row.lcpElement}`);

// The goals, read against the floor of this run (lib/lighthouse/goals.mjs); the staff application's are its own
// (lib/lighthouse/staff-app.mjs). A miss exits non-zero, so a regression is seen.
const floorRow = rows.find((row) => row.kind === 'floor');
const goals = floorRow === undefined ? undefined : goalsFrom(floorRow);
if (goals === undefined)
  console.log(
    'No framework floor measured (LH_FLOOR=0): the page goals are read against it, so only the staff goals were checked.',
  );
else
  console.log(
    `Page goals from the floor: performance ≥ ${goals.performance}, LCP ≤ ${goals.lcpMs} ms and ≤ the static copy's + ` +
      `${MARGINS.lcpMs}, TBT ≤ ${goals.tbtMs} ms, JS ≤ ${goals.jsKb} KB, CLS ≤ ${goals.cls}, accessibility, best practices ` +
      'and SEO 100.',
  );
const floorAgainRows = rows.filter((row) => row.kind.startsWith('floor-again-'));
if (goals !== undefined && floorAgainRows.length > 0) console.log(floorAgainSummary(floorAgainRows, goals));
const missed = [];
for (const row of rows.filter((r) => r.brand !== 'floor')) {
  const list = row.kind === 'staff' ? staffChecks(row) : goals === undefined ? [] : checks(row, goals);
  if (list.length === 0) continue;
  console.log(
    `${row.brand}${row.page} [${row.kind}]: ${list.map((c) => `${c.met ? 'ok' : 'MISS'} ${c.figure} ${c.value} (${c.goal})`).join(' · ')}`,
  );
  const misses = missesIn(list);
  if (misses.length > 0) missed.push(`${row.brand}${row.page} [${row.kind}]: ${misses.join('; ')}`);
}
console.log(missed.length === 0 ? 'Every page measured meets its goals.' : `Goals missed:\n  ${missed.join('\n  ')}`);
if (missed.length > 0) process.exitCode = 1;
