// `npm run lighthouse`: mobile Lighthouse (Debian chromium) on the main brand's home, /mattresses and /mattress; prints scores and LCP/TBT/CLS.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { buildWebIfNeeded, startStack } from './lib/stack.mjs';

const webPort = Number(process.env.LH_WEB_PORT ?? 3400);
const apiPort = Number(process.env.LH_API_PORT ?? 4400);
const pages = (process.env.LH_PAGES ?? '/,/mattresses,/mattress').split(',');
const runs = Number(process.env.LH_RUNS ?? 3);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-lh-'));

/** Node does not resolve *.localhost, so warm the page through loopback with the brand's Host header. */
const warm = (page) =>
  new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: webPort, path: page, headers: { host: `nestwood.localhost:${webPort}` } },
      (res) => {
        res.resume();
        res.on('end', resolve);
      },
    );
    req.on('error', reject);
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

buildWebIfNeeded();
const stack = await startStack({ webPort, apiPort, env: { DATABASE_DIR: dataDir, LOG_LEVEL: 'warn' }, quiet: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows = [];
try {
  for (const page of pages) {
    const url = `http://nestwood.localhost:${webPort}${page}`;
    await warm(page); // warm the ISR cache so the measurement is of a served page, not a first render
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const { categories, audits } = result.lhr;
      samples.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        'best-practices': Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    }
    const row = { page };
    for (const key of Object.keys(samples[0])) row[key] = median(samples.map((s) => s[key]));
    rows.push(row);
  }
} finally {
  await chrome.kill();
  stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`Lighthouse mobile, median of ${runs} run(s) per page:`);
console.table(rows);
const below = rows.filter((r) => ['performance', 'accessibility', 'best-practices', 'seo'].some((k) => r[k] < 95));
console.log(
  below.length === 0 ? 'All four scores are at least 95 on every page.' : `Below 95: ${below.map((r) => r.page).join(', ')}`,
);
