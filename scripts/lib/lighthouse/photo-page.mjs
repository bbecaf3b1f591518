// The product page with a staff photo that `npm run lighthouse` measures next to the same page with its drawing: the
// run's owner (staff-owner.mjs) uploads a photo through the staff API
// (POST /admin/catalog/products/:brand/:id/photos), as a store's team would add one.
import { Blob, Buffer } from 'node:buffer';
import sharp from 'sharp';
import { request } from './session.mjs';
import { ownerCookie } from './staff-owner.mjs';

/**
 * A 1600 × 1200 JPEG shaped like a product photo (a lit room, a bed, soft grain) rather than a flat test card, so the
 * AVIF, WebP and JPEG sizes the store makes of it weigh what a real photo's do.
 */
async function productPhotoJpeg() {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9e1d4"/><stop offset="1" stop-color="#b9ab98"/></linearGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a6a4f"/><stop offset="1" stop-color="#5b4331"/></linearGradient>
      <radialGradient id="light" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff8e8" stop-opacity="0.9"/><stop offset="1" stop-color="#fff8e8" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1600" height="1200" fill="url(#wall)"/>
    <rect y="820" width="1600" height="380" fill="url(#floor)"/>
    <rect x="260" y="430" width="1080" height="120" rx="30" fill="#6f5a48"/>
    <rect x="220" y="560" width="1160" height="230" rx="40" fill="#f4f1ec"/>
    <rect x="220" y="700" width="1160" height="150" rx="20" fill="#d9d2c7"/>
    <ellipse cx="470" cy="560" rx="170" ry="60" fill="#ffffff"/>
    <ellipse cx="1130" cy="560" rx="170" ry="60" fill="#ffffff"/>
    <rect x="760" y="600" width="620" height="190" rx="30" fill="#7d8fa3"/>
    <rect width="1600" height="1200" fill="url(#light)"/>
  </svg>`;
  const grain = await sharp({
    create: { width: 1600, height: 1200, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Uploads one photo for every colour of the product at `page` (its last path segment is the product's id). */
export async function addProductPhoto({ apiUrl, brand, page }) {
  const productId = page.split('/').at(-1);
  const form = new globalThis.FormData(); // Node's own (undici's), as fetch sends it
  form.set('file', new Blob([await productPhotoJpeg()], { type: 'image/jpeg' }), 'bedroom.jpg');
  form.set('alt', 'The mattress made up in a sunlit bedroom');
  form.set('color', '');
  const response = await fetch(`${apiUrl}/admin/catalog/products/${brand}/${productId}/photos`, {
    method: 'POST',
    headers: { cookie: await ownerCookie(apiUrl) },
    body: form,
  });
  if (response.status !== 200)
    throw new Error(`${brand}${page}: photo upload answered ${response.status}: ${await response.text()}`);
}

/**
 * Resolves once the storefront's page shows a staff photo (the upload renews the brand's cached pages; the first
 * request after it renders the page again), so the page measured is the one with the photo.
 */
export async function photoShown(site, page, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { text } = await request({ ...site, path: page });
    if (text.includes('/media/photos/')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${site.brand}${page}: no photo on the page ${timeoutMs / 1000} s after the upload`);
}
