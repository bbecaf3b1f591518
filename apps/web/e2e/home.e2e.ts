import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS } from '@store/core/brands';
import { HomePage } from './pages/home-page';
import { baseUrl, newPage, browserForFile } from './support/browser';
import { brandFacesDownloaded, brandFacesInUse, facesInUse, facesSwitch, recordFacesSwitch } from './support/brand-faces';
import { frameworkScriptTiming, hydrated, queuedScriptTiming, waitForLargestImageEnded } from './support/framework-scripts';

const browser = browserForFile();

/** The hero image answers half a second late, after the page's first paint. */
async function heroComesLate(page: Page): Promise<void> {
  await page.route('**/main.svg*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
}

describe('every brand has its own storefront', () => {
  it.each(BRAND_KEYS.map((key) => [key]))('%s home renders with its brand name', async (brand) => {
    const page = await newPage(browser());
    const home = new HomePage(page, brand);
    await home.goto();
    expect(await home.brandName()).toBe(BRANDS[brand].name);
    expect(await home.heading()).toBe(BRANDS[brand].name);
    await page.context().close();
  });
});

describe('the home page (hero, promotion, trust badges, reviews)', () => {
  it('nestwood: a hero to its main mattress, the sale up to 30% off, the badges and three 5-star reviews', async () => {
    const page = await newPage(browser());
    const home = new HomePage(page, 'nestwood');
    await home.goto();
    expect(await home.heroCta()).toEqual({ text: 'Shop the Nestwood Classic Hybrid Mattress', href: '/mattress' });
    expect(await home.promotion()).toEqual({ heading: 'Sale: up to 30% off', href: '/sale' });
    expect(await home.trustBadges()).toEqual(['365-night trial', 'Forever warranty', 'Free shipping and returns']);
    expect(await home.reviewCount()).toBe(3);
    expect(await home.bottomline()).toMatch(/\d\.\d out of 5\s*from [\d,]+ reviews/);
    const alts = await home.imageAlts();
    expect(alts).toContain('Nestwood Classic Hybrid Mattress, 11 in, cutaway of its 4 layers');
    await page.context().close();
  });

  it('driftvale shows its own trial (180 nights for one brand)', async () => {
    const page = await newPage(browser());
    const home = new HomePage(page, 'driftvale');
    await home.goto();
    expect((await home.trustBadges())[0]).toBe('180-night trial');
    await page.context().close();
  });

  it('nestwood and driftvale look different: fonts (only their own, asked for after the first paint) and primary colour', async () => {
    const looks = [];
    for (const brand of ['nestwood', 'driftvale'] as const) {
      const page = await newPage(browser());
      const home = new HomePage(page, brand);
      await home.goto();
      // Only the brand's own heading and body faces are downloaded (at most two files), nothing preloads them, and
      // they are asked for only once the page has painted (in their fallbacks).
      const { firstPaint, fonts } = await home.fontDownloads();
      const theme = BRANDS[brand].theme;
      expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
      expect(fonts.map(({ file }) => file.split('_latin')[0]).sort()).toEqual(
        [...new Set([theme.headingFont, theme.bodyFont])].map((key) => key.replaceAll('-', '_')).sort(),
      );
      for (const { file, askedAt } of fonts) expect(askedAt, `${brand}: ${file}`).toBeGreaterThanOrEqual(firstPaint);
      looks.push(await home.look());
      await page.context().close();
    }
    const [nestwood, driftvale] = looks;
    expect(nestwood?.headingFont).toMatch(/fraunces/i);
    expect(driftvale?.headingFont).toMatch(/outfit/i);
    expect(nestwood?.bodyFont).not.toBe(driftvale?.bodyFont);
    expect(nestwood?.headerBackground).not.toBe(driftvale?.headerBackground);
  });
  it('a first visit asks for the faces only once the hero image has arrived or a second has passed, not beside it', async () => {
    const page = await newPage(browser());
    await heroComesLate(page);
    const home = new HomePage(page, 'nestwood');
    await home.goto();
    const { firstPaint, fonts } = await home.fontDownloads();
    const [hero] = (await frameworkScriptTiming(page)).largestImages;
    expect(fonts).toHaveLength(2);
    const waitEnded = waitForLargestImageEnded(firstPaint, hero!);
    for (const { file, askedAt } of fonts) expect(askedAt, file).toBeGreaterThanOrEqual(waitEnded);
    await page.context().close();
  });
  it("a first visit's page stays in the fallbacks; the next page, in the same document or a new one, is laid out in the faces", async () => {
    const page = await newPage(browser());
    await recordFacesSwitch(page);
    const home = new HomePage(page, 'meadow');
    await home.goto();
    await hydrated(page);
    await brandFacesDownloaded(page);
    expect(await facesInUse(page)).toBe(false);
    // Another page of this document (a client-side navigation): switched as it is committed, the faces in the cache.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('a[href="/faq"]:visible').first().click();
    await page.waitForURL('**/faq');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await facesSwitch(page)).toMatchObject({ switchedOn: '/faq', readyAtSwitch: true });
    // A new document of this host: in the faces before its first paint.
    await home.goto();
    await brandFacesInUse(page);
    const again = await facesSwitch(page);
    expect(again.switchedAt).toBeLessThan(again.firstPaint);
    await page.context().close();
  });
});

describe("the framework's scripts", () => {
  it('are asked for only once the page has painted and its hero image arrived (or a second passed), and then hydrate it', async () => {
    const page = await newPage(browser());
    await heroComesLate(page); // the scripts wait for it
    const home = new HomePage(page, 'nestwood');
    await home.goto();
    await hydrated(page);
    const { firstPaint, largestImages, scripts, preloads } = await frameworkScriptTiming(page);
    expect(scripts.length).toBeGreaterThan(3);
    expect(largestImages).toHaveLength(1);
    const [hero] = largestImages;
    expect(hero!.file).toContain('/main.svg');
    for (const { file, askedAt } of scripts) {
      expect(askedAt, file).toBeGreaterThanOrEqual(firstPaint);
      expect(askedAt, file).toBeGreaterThanOrEqual(waitForLargestImageEnded(firstPaint, hero!));
    }
    expect(preloads).toBe(0);
    await page.context().close();
  });

  it('do not wait more than a second after the paint for a hero image that does not come', async () => {
    const page = await newPage(browser());
    await page.route('**/main.svg*', () => undefined); // never answered, so the page never reaches `load`
    await page.goto(`${baseUrl('nestwood')}/`, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const { firstPaint, queued } = await queuedScriptTiming(page);
    expect(queued.length).toBeGreaterThan(3);
    for (const { file, askedAt } of queued) {
      expect(askedAt - firstPaint, file).toBeGreaterThanOrEqual(900);
      expect(askedAt - firstPaint, file).toBeLessThan(2000);
    }
    await page.context().close();
  });

  it('reach a browser without paint timing after the parse, not at the late fallback two seconds after load', async () => {
    const page = await newPage(browser());
    await page.addInitScript(() =>
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['navigation', 'resource'] }),
    );
    await new HomePage(page, 'nestwood').goto();
    await hydrated(page);
    await page.waitForFunction(
      () => ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? 0) > 0,
    );
    const { parsedAt, loadedAt, queued } = await queuedScriptTiming(page);
    expect(queued.length).toBeGreaterThan(3);
    // Under load the frame after the parse can come late, so the bound is the fallback's own moment, not a time limit.
    for (const { file, askedAt } of queued) {
      expect(askedAt, file).toBeGreaterThanOrEqual(parsedAt);
      expect(askedAt, file).toBeLessThan(loadedAt + 2000);
    }
    await page.context().close();
  });
});

describe("the page's stylesheet", () => {
  it('is in the document once (the flight data keeps no copy), and the hydrated page keeps it without fetching it', async () => {
    const page = await newPage(browser());
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const response = await page.goto(`${baseUrl('nestwood')}/faq`);
    const html = await response!.text();
    const style = /<style data-precedence="next" data-href="([^"]+)">([\s\S]*?)<\/style>/.exec(html);
    expect(style).not.toBeNull();
    const [, href, css] = style!;
    expect(css!.length).toBeGreaterThan(20_000);
    // The stylesheet's first rule, in the markup and (JSON-escaped, in a flight data script) nowhere else.
    const firstRule = css!.slice(0, css!.indexOf('}') + 1);
    const inFlightData = JSON.stringify(firstRule).slice(1, -1);
    expect(inFlightData).not.toBe(firstRule); // it has quotes, so the flight data's copy would read differently
    expect(html.split(firstRule)).toHaveLength(2);
    expect(html.split(inFlightData)).toHaveLength(1);
    expect(html).toMatch(/[0-9a-f]+:T0,/);

    await hydrated(page);
    const after = await page.evaluate((sheet) => {
      const element = document.querySelector(`style[data-href="${sheet}"]`);
      return {
        styles: document.querySelectorAll(`style[data-href="${sheet}"]`).length,
        links: document.querySelectorAll('link[rel="stylesheet"]').length,
        rules: element instanceof HTMLStyleElement ? (element.sheet?.cssRules.length ?? 0) : 0,
        text: element?.textContent?.length ?? 0,
      };
    }, href!);
    expect(after).toEqual({ styles: 1, links: 0, rules: expect.any(Number), text: css!.length });
    expect(after.rules).toBeGreaterThan(50); // top-level rules: the faces, the layers holding the rest, @property
    expect(stylesheets).toEqual([]);
    await page.context().close();
  });
});
