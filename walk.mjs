import { chromium } from 'playwright-core';
import { startStack } from './scripts/lib/stack.mjs';
import { mkdtempSync } from 'node:fs';
const stack = await startStack({ webPort: 3395, apiPort: 4395, env: { DATABASE_DIR: mkdtempSync('/tmp/walkdb-'), LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const shot = async (page, name) => page.screenshot({ path: `/tmp/walk/${name}.png`, fullPage: true });
try {
  for (const [w, h] of [[1280, 900], [390, 844]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    const base = 'http://nestwood.localhost:3395';
    await page.goto(`${base}/mattress`);
    await page.getByRole('button', { name: /add to cart/i }).first().click();
    await page.waitForTimeout(1500);
    await page.goto(`${base}/checkout/cart`);
    await page.getByRole('button', { name: /proceed to checkout/i }).click().catch(() => page.getByRole('link', { name: /proceed to checkout/i }).click());
    await page.waitForTimeout(1000);
    const dlg = page.getByRole('dialog');
    if (await dlg.isVisible().catch(() => false)) { await shot(page, `${w}-0-dialog`); await dlg.getByRole('button').first().click(); await page.waitForTimeout(800); }
    await page.waitForURL(/shipping/, { timeout: 10000 }).catch(() => {});
    await shot(page, `${w}-1-shipping-empty`);
    await page.getByLabel('Full name').fill('Ann Lee');
    await page.getByLabel('Address', { exact: true }).fill('1 Congress Ave');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByLabel('Phone').fill('5125551234');
    await page.getByLabel('Email', { exact: true }).fill('ann@example.com');
    await page.waitForTimeout(2000);
    await shot(page, `${w}-2-shipping-filled`);
    await page.getByRole('button', { name: /continue to billing/i }).click();
    await page.waitForURL(/billing/, { timeout: 15000 });
    await page.waitForTimeout(1500);
    const frame = page.frameLocator('iframe');
    await frame.getByLabel(/card number/i).fill('4242 4242 4242 4242');
    await frame.getByLabel(/expir/i).fill('12 / 34');
    await frame.getByLabel(/cvc/i).fill('123');
    await shot(page, `${w}-3-billing`);
    await page.getByRole('button', { name: /continue to review/i }).click();
    await page.waitForURL(/review/, { timeout: 15000 });
    await page.waitForTimeout(1000);
    await shot(page, `${w}-4-review`);
    await page.getByRole('button', { name: /place order/i }).click();
    await page.waitForURL(/success/, { timeout: 20000 });
    await page.waitForTimeout(1500);
    await shot(page, `${w}-5-success`);
    if (w === 1280) { await page.waitForTimeout(3000); await page.goto(`${base}/api/sandbox/mailbox`); await shot(page, `${w}-6-mailbox`);
      const link = page.getByRole('link').first(); if (await link.count()) { await link.click(); await page.waitForTimeout(800); await shot(page, `${w}-7-email`); } }
    await ctx.close();
  }
} catch (e) { console.error('WALK FAILED', e.message); } finally { await browser.close(); stack.stop(); }
