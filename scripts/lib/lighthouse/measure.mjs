// One page measured LH_RUNS times with mobile Lighthouse in the same Chrome; answers the medians of the scores and metrics.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Empties the browser's cookie jar and the page's local storage, and fills the jar with a Cookie header's pairs for the
 * host (the jar, not a Cookie header: Chrome sends its own jar's Cookie header over an extra one, which lost the session).
 * Local storage too: the cart page leaves the cart's count there, and every page measured after it then loaded the cart
 * drawer as for a shopper with a cart (52 KB of script more), where each row is meant as a new visitor's page. */
async function useCookies(browser, url, cookie) {
  const domain = new URL(url).hostname;
  // Storage is a page target's domain (the browser target answers "Internal error"): Lighthouse's own tab will do.
  const tab = (await browser.pages())[0] ?? (await browser.newPage());
  const session = await tab.createCDPSession();
  await session.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'local_storage' });
  await session.detach();
  await browser.deleteCookie(...(await browser.cookies()));
  const pairs = (cookie ?? '').split('; ').filter(Boolean);
  const cookies = pairs.map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain, path: '/', httpOnly: true };
  });
  if (cookies.length > 0) await browser.setCookie(...cookies);
}

/** What keeps accessibility or best practices below 100, printed so it can be fixed (and where the page ended up). */
function printFailing(label, lhr) {
  for (const key of ['accessibility', 'best-practices']) {
    const failing = lhr.categories[key].auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1);
    for (const ref of failing)
      console.log(
        `${label} (${lhr.finalDisplayedUrl}) ${key}: ${ref.id}: ${lhr.audits[ref.id].title}`,
        JSON.stringify(lhr.audits[ref.id].details?.items ?? []).slice(0, 1500),
      );
  }
}

/** The LCP element's selector and snippet of one run (what the page's LCP waits for). */
function lcpElement(lhr) {
  const item = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return item ? `${item.selector ?? ''} ${String(item.snippet ?? '').slice(0, 80)}` : '';
}

/**
 * LH_SAVE=folder: each run's full report as JSON (host-path[-label]-run.json), to read what a score is made of; the
 * label tells apart two measures of one URL (the product page with its drawing, then with a photo).
 */
function saveReport(folder, url, label, run, lhr) {
  mkdirSync(folder, { recursive: true });
  const { host, pathname } = new URL(url);
  const name = [`${host}${pathname}`, label]
    .filter(Boolean)
    .join('-')
    .replace(/[^a-z0-9]+/gi, '-');
  writeFileSync(path.join(folder, `${name}-${run + 1}.json`), JSON.stringify(lhr));
}

/** Lighthouse's own failures of a run (NO_NAVSTART, NO_FCP, ...: "Please run Lighthouse again") before a run fails. */
const LIGHTHOUSE_ATTEMPTS = 3;

/** One Lighthouse run of `url`; a run Lighthouse itself could not record (lhr.runtimeError) is run again. */
async function runLighthouse({ chrome, browser, url, cookie, config }) {
  for (let attempt = 1; ; attempt += 1) {
    await useCookies(browser, url, cookie);
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
    if (!lhr.runtimeError) return lhr;
    const problem = `${url}: Lighthouse could not record the run (${lhr.runtimeError.code})`;
    if (attempt === LIGHTHOUSE_ATTEMPTS) throw new Error(`${problem} ${LIGHTHOUSE_ATTEMPTS} times`);
    console.error(`${problem}; running it again`);
  }
}

/**
 * Medians over runs (and TBT's min-max); { chrome, browser } from chrome-launcher and puppeteer-core; quiet: no
 * failing-audit lines (copies); config: a Lighthouse config (default: mobile; the staff application uses the desktop one).
 */
export async function measure({ chrome, browser, url, cookie, runs, quiet = false, label, config }) {
  const samples = [];
  let element = '';
  for (let i = 0; i < runs; i += 1) {
    const lhr = await runLighthouse({ chrome, browser, url, cookie, config });
    if (process.env.LH_SAVE) saveReport(process.env.LH_SAVE, url, label, i, lhr);
    if (!quiet) printFailing(new URL(url).pathname, lhr);
    element = lcpElement(lhr);
    // A page kept out of search on purpose (noindex: login, account, checkout) fails only 'is-crawlable': SEO not scored.
    const seoFailing = lhr.categories.seo.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((r) => r.id);
    const noindex = seoFailing.length === 1 && seoFailing[0] === 'is-crawlable';
    samples.push({
      shown: new URL(lhr.finalDisplayedUrl).pathname,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
      seo: noindex ? 'noindex' : Math.round(lhr.categories.seo.score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      // Time to interactive: the page painted, its scripts run and the main thread quiet (the staff application's goal).
      ttiMs: Math.round(lhr.audits.interactive.numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      // Chrome's own CPU score for this run (lhr.environment): how fast the machine was while it ran, since a VM's
      // speed drifts between runs and machines; TBT moves with it.
      cpuIndex: Math.round(lhr.environment.benchmarkIndex),
      // Elements in the page once loaded (React hydrates each one the server rendered), to read a page's TBT by its size.
      elements: lhr.audits['dom-size']?.numericValue ?? 0,
      jsKb: Math.round(
        (lhr.audits['network-requests']?.details?.items ?? [])
          .filter((r) => r.resourceType === 'Script')
          .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      ),
    });
  }
  const row = {};
  for (const key of Object.keys(samples[0]))
    row[key] = typeof samples[0][key] === 'number' ? median(samples.map((s) => s[key])) : samples[0][key];
  // The spread of TBT over the runs, next to its median: on a shared two-core machine it is wider than most changes.
  const tbts = samples.map((s) => s.tbtMs);
  row.tbtRange = `${Math.min(...tbts)}-${Math.max(...tbts)}`;
  row.lcpElement = element;
  return row;
}
