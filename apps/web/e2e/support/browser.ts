import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { BROWSER_ENDPOINT } from './chromium';

/** The storefront origin of a brand: `http://{brand}.localhost:{E2E_WEB_PORT}` (scripts/e2e.mjs starts the stack). */
export function baseUrl(brand: BrandKey): string {
  const port = process.env.E2E_WEB_PORT;
  if (!port) throw new Error('E2E_WEB_PORT is not set: run the journeys through `npm run test:e2e`');
  return `http://${brand}.localhost:${port}`;
}

/** A fresh page in its own context (empty localStorage), with a mobile-ish viewport. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  return context.newPage();
}

/**
 * Connects the journey file that calls it to the run's Chromium (support/browser-server.ts) and, afterwards, closes the
 * contexts it made and disconnects; returns a getter.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject(BROWSER_ENDPOINT));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running yet');
    return browser;
  };
}
