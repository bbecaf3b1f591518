// What an operator brings to a new deployment, as the deploy check writes it: a channels file (which host serves which
// brand) and a small catalogue in the catalogue file format (docs/catalog-file.md), its products taken from demo/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../stack.mjs';

/**
 * The one coupon of the new store: 10 % off every line. Written without the five newer rules (products, startsAt,
 * paused, maxPerShopper, stacking), as a file from before them is, so the check also shows such a file imports.
 */
export const DEPLOY_COUPON = {
  code: 'DEPLOY10',
  kind: 'percent',
  value: 10,
  minSubtotal: 0,
  appliesTo: [],
  expiresAt: null,
  maxRedemptions: null,
  keepWhenZero: false,
  returningCustomerOnly: false,
  maxDiscount: null,
  maxUnits: null,
};

/**
 * The two channels of the check: each host, its brand (served on https://<host>), the products and coupons its
 * catalogue holds, and a product and a listing page of them.
 */
export const SITES = {
  shop: {
    host: 'shop.example.test',
    brand: 'nestwood',
    products: ['mattress', 'pillow', 'natural-cotton-sheet-set'],
    coupons: [DEPLOY_COUPON],
    productPage: '/bedding/pillow',
    listingPage: '/bedding',
  },
  boutique: {
    host: 'boutique.example.test',
    brand: 'cloverlane',
    products: ['luxury-hybrid-mattress'],
    coupons: [],
    productPage: '/mattresses/luxury-hybrid-mattress',
    listingPage: '/mattresses',
  },
};

/** Writes the channels file (YAML, as docs/examples/channels.example.yaml) into `dir`; answers its path. */
export function writeChannelsFile(dir) {
  const lines = ['channels:'];
  for (const site of Object.values(SITES))
    lines.push(
      `  - brand: ${site.brand}`,
      `    hosts: [${site.host}]`,
      `    origin: https://${site.host}`,
      '    currency: USD',
      '    country: US',
      '    status: active',
    );
  const file = path.join(dir, 'channels.yaml');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/**
 * A brand's products as a catalogue file holds them, copied from its demo catalogue: only those listed, their related
 * products narrowed to the list, without the extras (white glove, removal, warranty), whose service products the small
 * catalogue does not have.
 */
function pickProducts(brand, ids) {
  const demo = JSON.parse(readFileSync(path.join(root, 'demo', brand, 'catalog.json'), 'utf8'));
  return ids.map((id) => {
    const product = demo.products.find((p) => p.id === id);
    if (!product) throw new Error(`demo/${brand}/catalog.json has no product ${id}`);
    return {
      ...product,
      extrasData: { markers: [], skus: [] },
      content: { ...product.content, relatedProducts: product.content.relatedProducts.filter((r) => ids.includes(r)) },
    };
  });
}

/** Writes one catalogue file per brand (its products and coupons) into `<dir>/catalogue`; answers the folder. */
export function writeCatalogue(dir) {
  const folder = path.join(dir, 'catalogue');
  mkdirSync(folder, { recursive: true });
  for (const site of Object.values(SITES)) {
    const products = pickProducts(site.brand, site.products);
    const file = { format: 'store-catalog', version: 1, brand: site.brand, products, coupons: site.coupons };
    writeFileSync(path.join(folder, `${site.brand}.json`), `${JSON.stringify(file, null, 2)}\n`);
  }
  return folder;
}
