import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { BRAND_KEYS, type BrandKey } from '@store/core/brands';
import { brandFacesInUse } from './support/brand-faces';
import { baseUrl, browserForFile } from './support/browser';

const browser = browserForFile();
/** Lighthouse's mobile screen, where the pages' CLS goal (at most 0.01) is read. */
const MOBILE = { width: 412, height: 823 };
/** Long enough for the first layout to be drawn in the fallbacks, as on a slow network. */
const FONT_DELAY_MS = 600;
const PAGES = ['/', '/login', '/reviews', '/faq'];

/**
 * The page's cumulative layout shift once its brand faces have arrived late. A first visit's page never switches to
 * them (app/fonts/brand-faces.tsx); a returning visitor's page uses them from its first layout, and when the browser
 * has meanwhile dropped the files from its cache (the flag in local storage says they were downloaded), the text is
 * drawn first in the faces' fallbacks (system fonts scaled to the faces' widths and heights) and the swap to the faces
 * must move nothing.
 */
async function shiftOnSwap(context: BrowserContext, brand: BrandKey, path: string): Promise<{ path: string; cls: number }> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('brand-faces-cached', '1'); // a returning visitor
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await route.continue();
  });
  await page.goto(`${baseUrl(brand)}${path}`, { waitUntil: 'load' });
  // Both faces in use have loaded, and a frame has been laid out with them.
  await brandFacesInUse(page);
  const faces = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return [...document.fonts].filter((face) => face.status === 'loaded').length;
  });
  expect(faces, `${brand}${path}: a face was downloaded`).toBeGreaterThan(0);
  const cls = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
  await page.close();
  return { path, cls: Math.round(cls * 10_000) / 10_000 };
}

describe("the brand faces arriving late on a returning visitor's page move nothing (CLS at most 0.01 at 412 px)", () => {
  it.each(BRAND_KEYS)('%s: home, sign-in, reviews and FAQ', async (brand) => {
    const context = await browser().newContext({ viewport: MOBILE, deviceScaleFactor: 1.75 });
    const shifts = await Promise.all(PAGES.map((path) => shiftOnSwap(context, brand, path)));
    await context.close();
    expect(shifts.filter((shift) => shift.cls > 0.01)).toEqual([]);
  });
});
