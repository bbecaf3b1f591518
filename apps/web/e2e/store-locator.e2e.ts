import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { StoreLocatorPage } from './pages/store-locator-page';
import { baseUrl, browserForFile } from './support/browser';

const SHOTS = 'test-results/store-locator';
mkdirSync(SHOTS, { recursive: true });

const browser = browserForFile();

async function pageAt(width: number, javaScript = true): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 }, javaScriptEnabled: javaScript });
  return context.newPage();
}

const miles = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('store locator: find a showroom by ZIP or postal code', () => {
  it.each([1280, 390])('by ZIP at %i px: nearest first, distance shown, on the list and the map', async (width) => {
    const page = await pageAt(width);
    const locator = new StoreLocatorPage(page, 'nestwood');
    expect(await locator.goto()).toBe(200);
    await locator.search('ZIP code', '10013');
    expect(await locator.heading()).toBe('Showrooms nearest 10013 (New York, NY)');
    const names = await locator.names();
    expect(names.slice(0, 2)).toEqual(['Nestwood SoHo', 'Nestwood Brooklyn Heights']);
    const distances = await locator.distances();
    expect(distances[0]).toBe('0.5 mi away');
    expect(distances.map(miles)).toEqual([...distances.map(miles)].sort((a, b) => a - b));
    expect(await locator.firstPhoneHref()).toBe('tel:+12125550100');
    expect(await locator.markerCount()).toBe(names.length);
    expect(await locator.hasOrigin()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await page.screenshot({ path: `${SHOTS}/zip-${width}.png`, fullPage: true });
    await page.context().close();
  });

  it('works without JavaScript: the server renders the answer of the GET form', async () => {
    const page = await pageAt(1280, false);
    const locator = new StoreLocatorPage(page, 'nestwood');
    await locator.goto();
    await locator.search('ZIP code', '94110');
    expect((await locator.names())[0]).toBe('Nestwood Hayes Valley');
    await page.context().close();
  });

  it('a Canadian brand asks for a postal code and answers in kilometres', async () => {
    const page = await pageAt(390);
    const locator = new StoreLocatorPage(page, 'nestwood-ca');
    await locator.goto();
    await locator.search('Postal code', 'k1p 5j9');
    expect(await locator.heading()).toMatch(/^Showrooms nearest K1P 5J9 \(Ottawa, ON\)$/);
    expect((await locator.names())[0]).toBe('Nestwood ByWard Market');
    expect((await locator.distances())[0]).toMatch(/^\d+\.\d km away$/);
    await page.screenshot({ path: `${SHOTS}/postal-code-390.png`, fullPage: true });
    await page.context().close();
  });

  it.each([
    ['an unknown ZIP', '99999', "We couldn't find that ZIP code. Please check it and try again."],
    ['letters', 'abcde', 'Please enter a valid zip code'],
  ])('%s shows the message by the field', async (_label, code, message) => {
    const page = await pageAt(1280);
    const locator = new StoreLocatorPage(page, 'nestwood');
    expect(await locator.goto(`?postalCode=${code}`)).toBe(200);
    expect(await locator.error()).toBe(message);
    expect(await page.getByLabel('ZIP code', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });

  it('without a search lists every showroom under its state', async () => {
    const page = await pageAt(1280);
    const locator = new StoreLocatorPage(page, 'nestwood');
    await locator.goto();
    const states = await locator.stateHeadings();
    expect(states).toEqual([...states].sort());
    expect(states).toContain('New York');
    expect(await locator.markerCount()).toBe((await locator.names()).length);
    expect(await locator.hasOrigin()).toBe(false);
    await page.screenshot({ path: `${SHOTS}/all-1280.png`, fullPage: true });
    await page.context().close();
  });

  it('the brand sitemap lists the store locator and the mattress finder', async () => {
    const page = await pageAt(1280);
    const xml = (await (await page.goto(`${baseUrl('nestwood')}/sitemap.xml`))?.text()) ?? '';
    expect(xml).toContain('/store/store-locator</loc>');
    expect(xml).toContain('/p/mattress-finder-quiz</loc>');
    await page.context().close();
  });
});
