import { describe, expect, it } from 'vitest';
import { HomePage } from './pages/home-page';
import { newPage, browserForFile } from './support/browser';

const browser = browserForFile();

describe('discontinued brand', () => {
  it('says hushly is discontinued, points to support and nestwood, and sells nothing', async () => {
    const page = await newPage(browser());
    const home = new HomePage(page, 'hushly');
    await home.goto();
    expect(await home.discontinuedNotice()).toMatch(/Hushly has been discontinued/);
    expect(await home.discontinuedNotice()).toMatch(/support/);
    expect(await home.successorHref()).toMatch(/^http:\/\/nestwood\.localhost(:\d+)?$/);
    expect(await home.priceCount()).toBe(0);
    await page.context().close();
  });
});
