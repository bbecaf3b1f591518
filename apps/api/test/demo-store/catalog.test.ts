import { describe, expect, it } from 'vitest';
import {
  BRAND_KEYS,
  BRANDS,
  MEDIA_PROPERTIES,
  SERENITY_SIZES,
  SIZE_ENTRIES,
  allSelections,
  buildVariantSku,
  isSitemapPath,
  productPath,
  productSchema,
  SECOND_BASE_IN_SPLIT_KING,
  variantMedia,
  variantPrice,
  variantTag,
  type BrandKey,
  type Product,
} from '@store/core';
import { demoProducts } from '../support/demo-data';

/** "Product pages", every path the main brand must serve. */
const NESTWOOD_PATHS = [
  '/mattress',
  '/mattresses/premier-hybrid-mattress',
  '/mattresses/luxe-hybrid-mattress',
  '/mattresses/ultra-hybrid-mattress',
  '/mattresses/memory-foam-mattress',
  '/mattresses/premier-memory-foam-mattress',
  '/mattresses/luxe-memory-foam-mattress',
  '/mattresses/ultra-memory-foam-mattress',
  '/mattresses/premier-rest-hybrid-mattress',
  '/mattresses/premier-rest-memory-foam-mattress',
  ...[
    'modern-platform-bed',
    'adjustable-bed-frame',
    'tufted-headboard-upholstered-bed',
    'bamboo-platform-bed-frame',
    'solid-wood-upholstered-mattress-foundation',
    'metal-foldable-bed-frame',
    'socalle-modern-platform-bed',
    'zadilyn-storage-bed',
    'calverson-modern-platform-bed',
    'claremont-upholstered-wood-platform-bed',
    'aurora-pine-wood-bed-frame',
    'cielden-midcentury-upholstered-bed',
    'lyncott-upholstered-wood-bed',
    'onita-modern-storage-bed',
    'cadmori-bed-frame',
    'waverly-bed-frame',
    'thalia-bed-frame',
    'somerset-bed-frame',
    'contemporary-platform-bed',
    'bamboo-platform-bed',
    'upholstered-bed-with-tufted-headboard',
  ].map((slug) => `/bed-frames/${slug}`),
  ...[
    'natural-cotton-sheet-set',
    'waterproof-breathable-mattress-protector',
    'gel-infused-memory-foam-pillow',
    'pillow',
    'dual-temperature-weighted-blanket',
    'breathable-cotton-duvet',
    'lightweight-cotton-cover-quilt',
    'serenity-sheet-set-pillow-bundle',
    'waterproof-tencel-mattress-cover',
    'softer-mattress-topper',
    'firmer-mattress-topper',
    'linen-sheet-set',
    'percale-sheet-set',
    'linen-duvet-set',
    'percale-duvet-set',
    'duvet-insert',
    'down-pillow',
    'latex-pillow',
    'tencel-mattress-protector',
  ].map((slug) => `/bedding/${slug}`),
  ...[
    '2-drawer-nightstand',
    '4-drawer-dresser',
    '2-drawer-top-storage-cabinet',
    'socalle-nightstand',
    'calverson-drawer-nightstand',
    'zadilyn-usb-charging-nightstand',
    'socalle-oak-finish-dresser',
    'calverson-midcentury-dresser',
    'zadilyn-dresser-walnut-finish',
    'calverson-5-drawer-chest',
    'socalle-storage-chest',
    'zadilyn-storage-chest-walnut',
    'lyncott-nightstand-usb-ports',
    'lyncott-dresser',
    'lyncott-5-drawer-chest',
    'onita-modern-nightstand',
    'onita-modern-dresser',
    'onita-modern-storage-chest',
    'cadmori-drawer-nightstand',
    'cadmori-6-drawer-fluted-dresser',
    'cadmori-5-drawer-fluted-chest',
  ].map((slug) => `/furniture/${slug}`),
  ...[
    'adjustable-frame-bundle',
    'foundation-mattress-set',
    'frame-headboard-mattress-set',
    'bamboo-bed-and-mattress',
    'premier-adjustable-base-mattress-set',
  ].map((slug) => `/mattress-bundles/${slug}`),
];
const BEDROOM_SET_PREFIXES = ['socalle', 'zadilyn-storage-bed', 'calverson', 'lyncott'];
const SUFFIXES = ['_ab', '_fb', '_fhb', '_bb', '_bedroom_set'];

const catalog = (brand: BrandKey): readonly Product[] => demoProducts(brand);
const nestwood = catalog('nestwood');
const ownPages = (products: readonly Product[]): Product[] =>
  products.filter((p) => !p.attributes.markers.includes('no-own-page'));
const skusOf = (p: Product): string[] => allSelections(p.properties).map((s) => buildVariantSku(p.inventoryKey, p.properties, s));

describe.each(BRAND_KEYS)('the demo catalogue of %s (demo/<brand>/catalog.json)', (brand) => {
  const products = catalog(brand);

  it('has products that all parse with productSchema', () => {
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(productSchema.safeParse(product).error?.issues ?? [], product.id).toEqual([]);
  });

  it('has unique ids, names, inventory keys and variant skus', () => {
    const unique = (values: string[]): void => expect(new Set(values).size).toBe(values.length);
    unique(products.map((p) => p.id));
    unique(products.map((p) => p.name));
    unique(products.map((p) => p.inventoryKey));
    unique(products.flatMap(skusOf));
  });

  it('gives availability and sku data to exactly the variant skus', () => {
    for (const product of products) {
      const skus = skusOf(product).sort();
      expect(Object.keys(product.availability).sort(), product.id).toEqual(skus);
      expect(Object.keys(product.skuData).sort(), product.id).toEqual(skus);
      if (Array.isArray(product.pricing)) expect(product.pricing.map((e) => e.sku).sort(), product.id).toEqual(skus);
    }
  });

  it('names each product after the last segment of its url unless it has no page of its own', () => {
    for (const product of products) {
      if (product.attributes.markers.includes('no-own-page')) continue;
      expect(product.name, product.id).toBe(product.metadata.url.split('/').filter(Boolean).pop());
    }
    expect(products.some((p) => p.metadata.url === '/cloverlane')).toBe(false);
  });

  it('prices every variant at a positive whole amount in the brand currency, at most 30% off', () => {
    const currency = BRANDS[brand].currency;
    for (const product of products) {
      const amounts = Array.isArray(product.pricing)
        ? product.pricing.flatMap((e) => [e.totalPrice, e.discountedPrice, e.totalValue, e.listPrice])
        : [product.pricing.price, product.pricing.listPrice];
      for (const money of amounts) expect(money.currency, product.id).toBe(currency);
      for (const selection of allSelections(product.properties)) {
        const { price, listPrice, discount } = variantPrice(product, selection);
        expect(Number.isInteger(price) && price > 0 && listPrice >= price, `${product.id} ${JSON.stringify(selection)}`).toBe(
          true,
        );
        expect(discount).toBeLessThanOrEqual(30);
      }
    }
  });

  it('follows the option conventions: default option costs nothing extra, sizes default to queen', () => {
    for (const product of products) {
      for (const property of product.properties) {
        expect(property.options.find((o) => o.value === property.defaultValue)?.priceDiff, product.id).toBe(0);
        if (property.name === 'Size' && property.options.some((o) => o.value === 'queen'))
          expect(property.defaultValue).toBe('queen');
      }
    }
  });

  it('points related products and extras at products of the same brand', () => {
    const ids = new Set(products.map((p) => p.id));
    const skus = new Set(products.flatMap(skusOf));
    for (const product of products) {
      for (const related of product.content.relatedProducts) expect(ids.has(related), `${product.id} -> ${related}`).toBe(true);
      expect(product.content.relatedProducts).not.toContain(product.id);
      for (const sku of product.extrasData.skus) expect(skus.has(sku), `${product.id} extra ${sku}`).toBe(true);
    }
  });

  it('generates 3-4 local SVG images with 77px thumbnails for every colour and material', () => {
    for (const product of products) {
      const looks = product.properties
        .filter((p) => (MEDIA_PROPERTIES as readonly string[]).includes(p.name))
        .map((p) => p.options.map((o) => ({ name: p.name, value: o.value })));
      for (const variant of allSelections(product.properties)) {
        const images = variantMedia(product.mediaCollection, variant);
        expect(images.length, `${product.id} ${JSON.stringify(variant)}`).toBeGreaterThanOrEqual(3);
        expect(images.length).toBeLessThanOrEqual(4);
        for (const look of looks.flat().filter((l) => variant[l.name] === l.value)) {
          for (const image of images) expect(image.tags).toContain(variantTag(look.name, look.value));
        }
      }
      for (const media of product.mediaCollection) {
        expect(media.url).toMatch(
          new RegExp(`^/media/${product.attributes.group}/[a-z0-9-]+/[a-z]+/(main|side|detail|lifestyle)\\.svg$`),
        );
        expect(media.thumbUrl).toBe(`${media.url}?w=77`);
      }
    }
  });

  it('keeps mattresses between 10 and 16 inches tall, sized from the default size', () => {
    for (const product of products.filter((p) => p.attributes.group === 'mattress')) {
      expect(product.metadata.height).toBeGreaterThanOrEqual(10);
      expect(product.metadata.height).toBeLessThanOrEqual(16);
      expect(product.metadata.width).toBeGreaterThan(0);
    }
  });

  it('counts one mattress in every mattress and none in anything of another group but a bundle or kids', () => {
    for (const p of products) {
      if (p.attributes.group === 'mattress') expect(p.attributes.mattressCount, p.id).toBe(1);
      else if (!['bundle', 'kids'].includes(p.attributes.group)) expect(p.attributes.mattressCount, p.id).toBeUndefined();
    }
  });
});

describe('the nestwood demo catalogue', () => {
  it('serves every product page path the main brand must serve', () => {
    const urls = new Set(ownPages(nestwood).map((p) => p.metadata.url));
    for (const path of NESTWOOD_PATHS) expect(urls.has(path), path).toBe(true);
    for (const prefix of BEDROOM_SET_PREFIXES) {
      expect(
        nestwood.some((p) => new RegExp(`^/bedroom-sets/${prefix}-.+-nightstand-set$`).test(p.metadata.url)),
        prefix,
      ).toBe(true);
    }
    expect(ownPages(nestwood).filter((p) => p.metadata.url.startsWith('/kids/')).length).toBeGreaterThanOrEqual(4);
    expect(nestwood.filter((p) => p.metadata.url.startsWith('/bundle-builder/')).length).toBeGreaterThanOrEqual(2);
  });

  it('has out-of-stock options, back-orderable and inactive skus', () => {
    const availabilities = nestwood.flatMap((p) => Object.values(p.availability));
    expect(nestwood.some((p) => p.properties.some((prop) => prop.options.some((o) => o.outOfStock)))).toBe(true);
    expect(availabilities.some((a) => a.isBackOrderAllowed && !a.isInStock && a.isActive)).toBe(true);
    expect(availabilities.some((a) => !a.isActive)).toBe(true);
  });

  it('gives all bundle variants of a kind one title, their bundle page url, and keeps them out of the sitemap', () => {
    const ab = nestwood.filter((p) => p.id.endsWith('_ab'));
    expect(ab.length).toBeGreaterThan(1);
    expect(new Set(ab.map((p) => p.title)).size).toBe(1);
    expect(ab.every((p) => p.metadata.url === '/mattress-bundles/adjustable-frame-bundle')).toBe(true);
    expect(nestwood.find((p) => p.id === 'luxe-hybrid-mattress_ab')?.metadata.url).toBe(
      '/mattress-bundles/adjustable-frame-bundle',
    );
    for (const suffix of SUFFIXES) {
      const variants = nestwood.filter((p) => p.id.endsWith(suffix));
      expect(variants.length, suffix).toBeGreaterThan(0);
      for (const p of variants) expect(p.attributes.markers).toContain('excluded-from-sitemap');
    }
    for (const p of nestwood.filter((x) => x.metadata.url.startsWith('/bundle-builder/')))
      expect(p.attributes.markers).toContain('excluded-from-sitemap');
  });

  it('agrees with the core product-to-path fallback for bundle variants and the bamboo family', () => {
    for (const product of nestwood) {
      const fallback = productPath(product.id, new Map());
      if (fallback !== null) expect(product.metadata.url, product.id).toBe(fallback);
    }
    const inSitemap = nestwood.filter((p) => isSitemapPath(p.metadata.url, p.attributes.markers)).map((p) => p.metadata.url);
    expect(new Set(inSitemap).size).toBe(inSitemap.length);
    expect(inSitemap).toEqual(expect.arrayContaining(NESTWOOD_PATHS));
  });

  it('reuses the bamboo frame page for the bamboo headboard and set', () => {
    for (const id of ['bamboo-headboard', 'bamboo-frame-headboard-set']) {
      const product = nestwood.find((p) => p.id === id);
      expect(product?.metadata.url).toBe('/bed-frames/bamboo-platform-bed-frame');
      expect(product?.attributes.markers).toContain('no-own-page');
    }
  });

  it('sells the Serenity bundle in every Serenity size with one list-pricing entry per bundle sku', () => {
    const serenity = nestwood.find((p) => p.metadata.url === '/bedding/serenity-sheet-set-pillow-bundle');
    expect(serenity?.properties.find((p) => p.name === 'Size')?.options.map((o) => o.value)).toEqual([...SERENITY_SIZES]);
    expect(Array.isArray(serenity?.pricing)).toBe(true);
    expect(Object.keys(serenity?.availability ?? {}).sort()).toEqual(SIZE_ENTRIES.map((e) => e.bundleSku).sort());
    const tranquility = nestwood.find((p) => p.id === 'tranquility-bundle');
    expect(tranquility?.properties.map((p) => p.name)).toEqual(['Size']);
  });

  it('prices a split king mattress as two twin XL', () => {
    for (const product of nestwood.filter((p) => p.attributes.group === 'mattress')) {
      const twinXL = variantPrice(product, { Size: 'twinXL' }).listPrice;
      expect(variantPrice(product, { Size: 'splitKing' }).listPrice, product.id).toBe(2 * twinXL);
    }
  });

  it('carries warranty, shipping protection, white glove and removal service products', () => {
    const warranty = nestwood.find((p) => p.attributes.group === 'warranty');
    expect(warranty?.metadata.isWarranty).toBe(true);
    expect(nestwood.some((p) => p.attributes.group === 'service' && p.attributes.markers.includes('shipping-protection'))).toBe(
      true,
    );
    const whiteGlove = nestwood.filter((p) => p.name.includes('-white-glove'));
    expect(whiteGlove.map((p) => p.attributes.group)).toEqual(['service', 'service']);
    expect(whiteGlove.map((p) => variantPrice(p, {}).price).sort((a, b) => b - a)).toEqual([14900, 4500]);
    expect(nestwood.some((p) => p.attributes.markers.includes('mattress-removal'))).toBe(true);
  });

  it('marks soft goods, white glove eligibility and 24-hour shipping consistently', () => {
    for (const p of nestwood.filter((x) => x.attributes.group === 'bedding'))
      expect(p.attributes.markers, p.id).toContain('soft-good');
    for (const p of nestwood.filter((x) => ['mattress', 'bed-frame', 'furniture'].includes(x.attributes.group))) {
      expect(p.attributes.markers, p.id).toContain('white-glove-eligible');
    }
    for (const p of nestwood) {
      const fast = Object.values(p.availability).some((a) => a.shippingTo === 1);
      expect(p.attributes.markers.includes('ships-24h'), p.id).toBe(fast);
    }
  });
});

describe('nestwood mattress count (the recycling fee counts it)', () => {
  /** Products that deliver a mattress: the list (bundle pages, the Premier set, every bundle variant, the kids mattress). */
  const WITH_MATTRESS = [
    'foundation-mattress-set',
    'adjustable-frame-bundle',
    'frame-headboard-mattress-set',
    'bamboo-bed-and-mattress',
    'premier-adjustable-base-mattress-set',
    'mattress-and-platform-bed',
    'kids-mattress',
  ];
  const isBundleVariant = (id: string) => /_(ab|fb|fhb|bb)$/.test(id);

  it('marks every product that contains a mattress with its count, and nothing else', () => {
    const withMattress = nestwood.filter(
      (p) => p.attributes.group === 'mattress' || WITH_MATTRESS.includes(p.id) || isBundleVariant(p.id),
    );
    expect(withMattress.filter((p) => isBundleVariant(p.id))).toHaveLength(40);
    for (const p of withMattress) expect(p.attributes.mattressCount, p.id).toBe(1);
    for (const p of nestwood.filter((x) => !withMattress.includes(x))) expect(p.attributes.mattressCount, p.id).toBeUndefined();
  });

  it('marks the split king second-base bundles (the $299 rule) and only those', () => {
    const marked = nestwood.filter((p) => p.attributes.markers.includes(SECOND_BASE_IN_SPLIT_KING)).map((p) => p.id);
    const expected = nestwood
      .filter((p) => p.id.endsWith('_ab') || p.id === 'premier-adjustable-base-mattress-set')
      .map((p) => p.id);
    expect(marked).toEqual(expected);
  });
});

describe("the other brands' demo catalogues", () => {
  it('sells driftvale one mattress at /mattress chosen by Material, Firmness and Size', () => {
    const mattresses = catalog('driftvale').filter((p) => p.attributes.group === 'mattress');
    expect(mattresses.map((p) => [p.name, p.metadata.url])).toEqual([['mattress', '/mattress']]);
    const values = (name: string): string[] | undefined =>
      mattresses[0]?.properties.find((p) => p.name === name)?.options.map((o) => o.value);
    expect(values('Material')).toEqual(['hybrid', 'memory-foam']);
    expect(values('Firmness')).toEqual(['soft', 'firm', 'luxury-firm']);
    expect(values('Size')).toContain('queen');
  });

  it('keeps other brands’ mattresses under /mattresses/{name}', () => {
    for (const brand of BRAND_KEYS.filter((b) => !['nestwood', 'driftvale', 'driftvale-ca', 'nestwood-ca'].includes(b))) {
      for (const p of ownPages(catalog(brand)).filter((x) => x.attributes.group === 'mattress'))
        expect(p.metadata.url).toBe(`/mattresses/${p.name}`);
    }
  });

  it('lists hushly products as inactive only', () => {
    const skus = catalog('hushly').flatMap((p) => Object.values(p.availability));
    expect(skus.length).toBeGreaterThan(0);
    expect(skus.every((a) => !a.isActive)).toBe(true);
  });

  it('prices the Canadian storefronts in CAD and the others in USD', () => {
    for (const brand of BRAND_KEYS) {
      const expected = brand.endsWith('-ca') ? 'CAD' : 'USD';
      for (const p of catalog(brand)) {
        const currency = Array.isArray(p.pricing) ? p.pricing[0]?.listPrice.currency : p.pricing.listPrice.currency;
        expect(currency, `${brand} ${p.id}`).toBe(expected);
      }
    }
  });

  it('ships harbor partner goods in 2-3 business days', () => {
    for (const a of catalog('harbor').flatMap((p) => Object.values(p.availability)))
      expect([a.shippingFrom, a.shippingTo]).toEqual([2, 3]);
  });

  /** The windows of a product's in-stock skus (back-ordered ones ship later). */
  const inStockWindows = (brand: BrandKey, id: string) => {
    const product = catalog(brand).find((p) => p.id === id);
    expect(product, `${brand} ${id}`).toBeDefined();
    const skus = Object.values(product!.availability).filter((a) => a.isInStock);
    return [...new Set(skus.map((a) => `${a.shippingFrom} - ${a.shippingTo}`))];
  };

  it.each([
    ['nestwood', 'mattress'],
    ['nestwood', 'premier-hybrid-mattress'],
    ['nestwood-ca', 'mattress'],
    ['driftvale', 'mattress'],
    ['plume', 'cooling-foam-mattress'],
    ['arbor', 'natural-latex-mattress'],
  ] as const)(
    "%s %s, without a window of its own, ships in the brand registry's 2 - 3 business days (as the home page says)",
    (brand, id) => expect(inStockWindows(brand, id)).toEqual(['2 - 3']),
  );

  it('copy that says a product ships in 24 hours is on products whose in-stock skus ship in 1 - 1', () => {
    const claims = BRAND_KEYS.flatMap((brand) =>
      catalog(brand)
        .filter((p) => /24 hours/i.test(JSON.stringify(p.content)))
        .map((p) => [brand, p.id] as const),
    );
    expect(claims.length).toBeGreaterThan(0);
    for (const [brand, id] of claims) expect(inStockWindows(brand, id), `${brand} ${id}`).toEqual(['1 - 1']);
  });
});
