import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS } from '@store/core/brands';
import { HomePage } from './pages/home-page';
import { newPage, browserForFile } from './support/browser';

const browser = browserForFile();

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
