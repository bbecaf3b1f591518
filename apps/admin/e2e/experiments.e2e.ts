import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, browserForFile } from '../../web/e2e/support/browser';
import { ExperimentsPage } from './pages/experiments-page';
import { SignInPage } from './pages/sign-in-page';
import { shot, staffAccounts, staffPage } from './support/stack';

/**
 * Experiments at 1440 px: the nestwood manager gives premier-bundle's whole split to `premier`; within 5 s a new
 * storefront visitor gets it (the page's `data-flags` names premierBundleExperiment). Then the manager turns the
 * experiment off: within 5 s that visitor and every new one get the control (no flag); turned on again, the visitor is
 * back in premier (their variant was remembered). The visitors' first assignments show as exposures on the page.
 */

const browser = browserForFile();
const staff = staffAccounts();
const PROPAGATION_MS = 5000;
const FLAG = 'premierBundleExperiment';

let started = 0;
const measured: string[] = [];
afterAll(() => {
  console.log(`experiments journey took ${((Date.now() - started) / 1000).toFixed(1)} s; ${measured.join('; ')}`);
});

/** A storefront visitor of nestwood in a browser of their own (their own vid and xa cookies). */
async function visitor(b: Browser): Promise<Page> {
  const context = await b.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

/** Whether the visitor's next page has the Premier bundle flag on. */
async function hasPremier(page: Page): Promise<boolean> {
  await page.goto(`${baseUrl('nestwood')}/`);
  return ((await page.locator('html').getAttribute('data-flags')) ?? '').split(' ').includes(FLAG);
}

/** Reloads until the visitor's flag is as expected; answers the milliseconds it took from `since`. */
async function waitForPremier(page: Page, expected: boolean, since: number): Promise<number> {
  for (;;) {
    if ((await hasPremier(page)) === expected) return Date.now() - since;
    if (Date.now() - since > PROPAGATION_MS) throw new Error(`premier flag still ${!expected} after ${PROPAGATION_MS} ms`);
    await page.waitForTimeout(200);
  }
}

describe('experiments', () => {
  it('a manager splits, turns off and on an experiment; every storefront visitor follows within 5 s', async () => {
    started = Date.now();
    const { page } = await staffPage(browser());
    const signIn = new SignInPage(page);
    await signIn.goto();
    expect(await signIn.signIn(staff.nestwoodManager.email, staff.nestwoodManager.password!)).toBe('signed-in');
    const experiments = new ExperimentsPage(page);
    await experiments.goto('nestwood');
    if (!(await experiments.running('premier-bundle'))) await experiments.toggle('premier-bundle', 'on');
    await shot(page, 'experiments-01-list');

    // The whole split to premier: a new visitor gets it within 5 s.
    await experiments.saveSplit('premier-bundle', { serenity: 0, premier: 100 });
    const splitAt = Date.now();
    const shopper = await visitor(browser());
    measured.push(`split reached a new visitor in ${await waitForPremier(shopper, true, splitAt)} ms`);

    // Off: the same (already assigned) visitor and a brand-new one get the control within 5 s.
    await experiments.toggle('premier-bundle', 'off');
    const offAt = Date.now();
    measured.push(`off reached an assigned visitor in ${await waitForPremier(shopper, false, offAt)} ms`);
    const newcomer = await visitor(browser());
    expect(await hasPremier(newcomer)).toBe(false);
    expect(Date.now() - offAt).toBeLessThan(PROPAGATION_MS + 3000);
    await shot(shopper, 'experiments-02-storefront-control');
    expect(await experiments.running('premier-bundle')).toBe(false);
    await shot(page, 'experiments-03-off');

    // On again: the visitor is back in the variant they were given.
    await experiments.toggle('premier-bundle', 'on');
    measured.push(`on reached the assigned visitor in ${await waitForPremier(shopper, true, Date.now())} ms`);

    // Exposures: the visitors' first assignments, sent in batches, show on the page.
    const deadline = Date.now() + 10_000;
    let exposures = 0;
    while (exposures === 0 && Date.now() < deadline) {
      await page.reload();
      await experiments.card('premier-bundle').waitFor();
      const row = await experiments.row('premier-bundle', 'premier');
      exposures = Number(/([\d,]+) (?:[\d.]+%|–)$/.exec(row)?.[1]?.replace(/,/g, '') ?? '0');
      if (exposures === 0) await page.waitForTimeout(500);
    }
    expect(exposures).toBeGreaterThanOrEqual(1);
    await shot(page, 'experiments-04-exposures');

    // Leave the registry's split for the other journeys.
    await experiments.saveSplit('premier-bundle', { serenity: 50, premier: 50 });
  });
});
