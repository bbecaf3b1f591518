import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, browserForFile } from '../../web/e2e/support/browser';
import { ProductPage } from '../../web/e2e/pages/product-page';
import { ProductPhotosPanel } from './pages/product-photos-panel';
import { SignInPage } from './pages/sign-in-page';
import { shot, staffAccounts, staffPage } from './support/stack';

/**
 * A manager of nestwood at 1440 px uploads a photo of the grey modern platform bed (one colour of it) on the product's catalogue
 * page; on the storefront (1280 and 390 px) choosing Grey shows the photo in the gallery, and Black keeps the drawing.
 */

const browser = browserForFile();
const staff = staffAccounts();
const BRAND = 'nestwood';
const PRODUCT = 'modern-platform-bed';
const PAGE = '/bed-frames/modern-platform-bed';
const ALT = 'The modern platform bed in grey, made up with white linen';

let started = 0;
afterAll(() => console.log(`photos journey took ${((Date.now() - started) / 1000).toFixed(1)} s`));

/** A photo-like JPEG (a room, a bed-shaped block), drawn on a canvas in the browser and encoded there. */
async function bedPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#e9e1d4';
    context.fillRect(0, 0, 1600, 1200);
    context.fillStyle = '#8a8f98';
    context.fillRect(250, 700, 1100, 300);
    context.fillStyle = '#ffffff';
    context.fillRect(300, 620, 1000, 90);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.85));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** The gallery's main image as the browser chose it: its URL (the format the browser took) and whether it loaded. */
async function mainImage(page: Page): Promise<{ src: string; loaded: boolean }> {
  const img = page.getByTestId('gallery-main');
  await img.waitFor();
  return img.evaluate(
    (element) =>
      new Promise<{ src: string; loaded: boolean }>((resolve) => {
        const image = element as HTMLImageElement;
        const done = () => resolve({ src: image.currentSrc || image.src, loaded: image.naturalWidth > 0 });
        if (image.complete) return done();
        image.addEventListener('load', done);
        image.addEventListener('error', done);
      }),
  );
}

describe('product photos', () => {
  it('a manager uploads a photo for one colour and the storefront gallery shows it for that colour only', async () => {
    started = Date.now();
    const { page } = await staffPage(browser());
    const signIn = new SignInPage(page);
    await signIn.goto();
    expect(await signIn.signIn(staff.nestwoodManager.email, staff.nestwoodManager.password!)).toBe('signed-in');

    const photos = new ProductPhotosPanel(page);
    await photos.open(BRAND, PRODUCT);
    // A file that is not a photo, named .jpg, is refused with the API's words.
    const refused = await photos.uploadRefused(
      { name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><body>hello</body></html>') },
      'Not a photo',
    );
    expect(refused).toContain('The file is not a JPEG, PNG or WebP image');
    await shot(page, 'photos-01-refused');

    await photos.upload({ name: 'grey-bed.jpg', mimeType: 'image/jpeg', buffer: await bedPhoto(page) }, ALT, 'Grey');
    expect(await photos.thumbnailLoaded(ALT)).toBe(true);
    const card = (await photos.card(ALT).innerText()).replace(/\s+/g, ' ');
    expect(card).toContain('Grey');
    expect(card).toContain('1600 × 1200 px');
    await shot(page, 'photos-02-uploaded');

    // The storefront at 1280 px: Grey shows the photo (the store expires the brand's pages on the change), Black the drawing.
    const shop = (await staffPage(browser())).page;
    await shop.setViewportSize({ width: 1280, height: 900 });
    const product = new ProductPage(shop, BRAND);
    let grey = { src: '', loaded: false };
    for (let attempt = 0; attempt < 10 && !grey.src.includes('/media/photos/'); attempt += 1) {
      await product.goto(`${PAGE}?color=grey`);
      await product.choose('Grey');
      grey = await mainImage(shop);
      if (!grey.src.includes('/media/photos/')) await shop.waitForTimeout(1000);
    }
    // The gallery's main photo is the page's largest paint: WebP (AVIF costs more to decode on the way to the first paint).
    expect(grey.src).toMatch(/\/media\/photos\/nestwood\/ph_[0-9a-f]+\/[0-9a-f]{16}\/(800|1200|1600)\.webp$/);
    expect(grey.loaded).toBe(true);
    expect(await shop.getByTestId('gallery-main').getAttribute('alt')).toBe(ALT);
    expect(await shop.getByTestId('gallery-main').getAttribute('fetchpriority')).toBe('high');
    await shot(shop, 'photos-03-storefront-grey-1280', { fullPage: false });

    await product.choose('Black');
    const black = await mainImage(shop);
    expect(black.src).toContain('/media/bed-frame/');
    expect(black.src).toContain('.svg');
    await shot(shop, 'photos-04-storefront-black-1280', { fullPage: false });

    // A phone (390 px): a smaller variant of the same photo.
    await shop.setViewportSize({ width: 390, height: 844 });
    await product.goto(`${PAGE}?color=grey`);
    await product.choose('Grey');
    const phone = await mainImage(shop);
    expect(phone.src).toMatch(/\/media\/photos\/.*\/(400|800|1200)\.webp$/);
    expect(phone.loaded).toBe(true);
    // Choosing scrolled the page to the colour: back to the top, where the gallery is.
    await shop.evaluate(() => window.scrollTo(0, 0));
    await shot(shop, 'photos-05-storefront-grey-390', { fullPage: false });

    // The variant's headers as the storefront serves them.
    const headers = await shop.evaluate(async (url) => {
      const res = await fetch(url);
      return { type: res.headers.get('content-type'), cache: res.headers.get('cache-control') };
    }, phone.src);
    expect(headers).toEqual({ type: 'image/webp', cache: 'public, max-age=31536000, immutable' });
    expect(baseUrl(BRAND)).toBeTruthy();
  });
});
