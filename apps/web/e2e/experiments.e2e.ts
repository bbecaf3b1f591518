import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PREMIER_COMBO_LABEL, SERENITY_COMBO_LABEL } from '@store/core/upsell';
import { ProductPage } from './pages/product-page';
import { baseUrl, browserForFile } from './support/browser';

const browser = browserForFile();
const SHOTS = 'test-results/experiments';
const BUNDLE = 'Serenity Bundle';

async function pageAt(width: number): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** The flags the layout exposed to the browser (<html data-flags>), and the signed visitor cookie. */
const flagsOf = (page: Page) => page.locator('html').getAttribute('data-flags');
const visitorCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'vid');

describe('experiments and flags', () => {
  it('a visitor keeps the same variant across reloads (the signed vid cookie), and the page shows it', async () => {
    const page = await pageAt(1280);
    const product = new ProductPage(page, 'nestwood');
    await product.goto('/mattress');
    const cookie = await visitorCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    const flags = (await flagsOf(page)) ?? '';
    const premier = flags.split(' ').includes('premierBundleExperiment');
    await product.waitForAddOns();
    expect(await product.addOnComboLabel(BUNDLE)).toBe(premier ? PREMIER_COMBO_LABEL : SERENITY_COMBO_LABEL);
    for (let i = 0; i < 2; i += 1) {
      await product.reload();
      expect(await flagsOf(page)).toBe(flags);
      expect((await visitorCookie(page))?.value).toBe(cookie?.value);
    }
    await page.context().close();
  });

  it('a forged vid cookie is replaced by a signed one', async () => {
    const page = await pageAt(1280);
    const url = baseUrl('nestwood');
    const forged = `${'A'.repeat(22)}.${'B'.repeat(43)}`;
    await page.context().addCookies([{ name: 'vid', value: forged, url }]);
    await page.goto(`${url}/`);
    const cookie = await visitorCookie(page);
    expect(cookie?.value).not.toBe(forged);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    await page.context().close();
  });

  it.each([390, 1280])(
    '?exp=premier-bundle:premier switches the combo label to Premier for the session; ?exp=...:serenity back (%i px)',
    async (width) => {
      const page = await pageAt(width);
      const product = new ProductPage(page, 'nestwood');
      await product.goto('/mattress?exp=premier-bundle:premier');
      expect(await flagsOf(page)).toContain('premierBundleExperiment');
      await product.waitForAddOns();
      expect(await product.addOnComboLabel(BUNDLE)).toBe(PREMIER_COMBO_LABEL);
      await page.getByTestId('add-ons').screenshot({ path: `${SHOTS}/premier-bundle-${width}.png` });
      // The override is kept (session cookie): the next page without ?exp= still shows it.
      await product.goto('/mattress');
      await product.waitForAddOns();
      expect(await product.addOnComboLabel(BUNDLE)).toBe(PREMIER_COMBO_LABEL);
      await product.goto('/mattress?exp=premier-bundle:serenity');
      await product.waitForAddOns();
      expect(await product.addOnComboLabel(BUNDLE)).toBe(SERENITY_COMBO_LABEL);
      expect(await flagsOf(page)).not.toContain('premierBundleExperiment');
      // An unknown override is ignored: the page keeps the last valid one.
      await product.goto('/mattress?exp=premier-bundle:gold');
      await product.waitForAddOns();
      expect(await product.addOnComboLabel(BUNDLE)).toBe(SERENITY_COMBO_LABEL);
      await page.screenshot({ path: `${SHOTS}/serenity-page-${width}.png` });
      await page.context().close();
    },
  );

  it.each([
    [390, true],
    [1280, false],
  ])('POST /api/dynamic-yield/flags answers from the page (%i px, isMobile %s)', async (width, isMobile) => {
    const page = await pageAt(width);
    await page.goto(`${baseUrl('nestwood')}/?exp=recommendation-strategy:popular`);
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/dynamic-yield/flags', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          experiments: ['recommendation-strategy', 'home-hero'],
          pathname: window.location.pathname,
          isMobile: window.innerWidth < 768,
        }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(answer.status).toBe(200);
    const device = isMobile ? 'mobile' : 'desktop';
    // E2E runs the built storefront (NODE_ENV=production, no STORE_ENV): the production defaults.
    expect(answer.body).toEqual({
      DY_STRATEGIES: [
        { name: 'recommendation-strategy', url: '/', strategyID: 'nw-popular' },
        { name: 'home-hero', url: '/', strategyID: `nw-prod-${device}` },
      ],
    });
    const bad = await page.evaluate(async () => {
      const post = async (contentType: string) =>
        (
          await fetch('/api/dynamic-yield/flags', {
            method: 'POST',
            headers: { 'content-type': contentType },
            body: '{"experiments":"x"}',
          })
        ).status;
      return { json: await post('application/json'), text: await post('text/plain') };
    });
    // A bad body is 400; a body that is not declared JSON is 415 (the attack pass).
    expect(bad).toEqual({ json: 400, text: 415 });
    await page.context().close();
  });
});
