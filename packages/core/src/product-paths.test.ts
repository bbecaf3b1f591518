import { describe, it, expect } from 'vitest';
import {
  ADJUSTABLE_BUNDLE_TITLE,
  BAMBOO_FRAME_PATH,
  BUNDLE_SUFFIX_PATHS,
  BUNDLE_VARIANT_SUFFIXES,
  buildProductPathMap,
  bundleVariantTitle,
  isBambooFrameFamilyId,
  productPath,
  splitBundleVariantId,
  type BundleSuffix,
} from './product-paths';

const products = [
  { id: 'mattress', metadata: { url: '/mattress', isWarranty: false, reportToAnalytics: true } },
  {
    id: 'luxe-hybrid-mattress',
    metadata: { url: '/mattresses/luxe-hybrid-mattress', isWarranty: false, reportToAnalytics: true },
  },
  {
    id: 'bamboo-platform-bed-frame',
    metadata: { url: '/bed-frames/bamboo-platform-bed-frame', isWarranty: false, reportToAnalytics: true },
  },
  { id: 'bamboo-headboard', metadata: { url: '/bed-frames/bamboo-headboard', isWarranty: false, reportToAnalytics: true } },
  { id: 'pillow', metadata: { url: '/bedding/pillow', isWarranty: false, reportToAnalytics: true } },
  {
    id: 'luxe-hybrid-mattress_fb',
    metadata: { url: '/mattress-bundles/luxe-foundation-set', isWarranty: false, reportToAnalytics: true },
  },
];

describe('splitBundleVariantId', () => {
  it.each<{ id: string; baseId: string; suffix: BundleSuffix | null }>([
    { id: 'luxe-hybrid-mattress_ab', baseId: 'luxe-hybrid-mattress', suffix: 'ab' },
    { id: 'luxe-hybrid-mattress_fb', baseId: 'luxe-hybrid-mattress', suffix: 'fb' },
    { id: 'mattress_fhb', baseId: 'mattress', suffix: 'fhb' },
    { id: 'mattress_bb', baseId: 'mattress', suffix: 'bb' },
    { id: 'socalle-nightstand_bedroom_set', baseId: 'socalle-nightstand', suffix: 'bedroom_set' },
    { id: 'x_bedroom_set', baseId: 'x', suffix: 'bedroom_set' },
    { id: 'a_b_ab', baseId: 'a_b', suffix: 'ab' },
  ])('bundle variant suffixes are ab, fb, fhb, bb and bedroom_set after an underscore ($id)', ({ id, baseId, suffix }) => {
    expect(splitBundleVariantId(id)).toEqual({ baseId, suffix });
  });

  it.each(['luxe-hybrid-mattress', 'mattress-ab', 'mattressab', '_ab', 'x_set', 'x_room_set', 'x_AB', 'slab'])(
    'an id without an underscore-led bundle suffix is not a bundle variant (%s)',
    (id) => {
      expect(splitBundleVariantId(id)).toEqual({ baseId: id, suffix: null });
    },
  );

  it.each([...BUNDLE_VARIANT_SUFFIXES])('every bundle variant suffix has a page (%s)', (suffix) => {
    expect(BUNDLE_SUFFIX_PATHS[suffix]).toMatch(/^\/(mattress-bundles\/|bedroom-sets$)/);
  });
});

describe('isBambooFrameFamilyId', () => {
  it.each([
    { id: 'bamboo-platform-bed-frame', expected: true },
    { id: 'bamboo-headboard', expected: true },
    { id: 'bamboo-headboard-queen', expected: true },
    { id: 'bamboo-frame', expected: true },
    { id: 'bamboo-frame-king', expected: true },
    { id: 'bamboo-platform-bed', expected: false },
    { id: 'modern-platform-bed', expected: false },
  ])('bamboo headboard and related ids reuse the bamboo frame page ($id -> $expected)', ({ id, expected }) => {
    expect(isBambooFrameFamilyId(id)).toBe(expected);
  });
});

describe('bundleVariantTitle', () => {
  it.each([
    { id: 'luxe-hybrid-mattress_ab', title: 'Luxe Hybrid Mattress', expected: ADJUSTABLE_BUNDLE_TITLE },
    { id: 'mattress_ab', title: 'The Mattress', expected: ADJUSTABLE_BUNDLE_TITLE },
    { id: 'luxe-hybrid-mattress_fb', title: 'Luxe Foundation Set', expected: 'Luxe Foundation Set' },
    { id: 'luxe-hybrid-mattress', title: 'Luxe Hybrid Mattress', expected: 'Luxe Hybrid Mattress' },
  ])('adjustable-bundle variants of the mattress pages share one bundle title ($id)', ({ id, title, expected }) => {
    expect(bundleVariantTitle(id, title)).toBe(expected);
  });
});

describe('buildProductPathMap / productPath', () => {
  const map = buildProductPathMap(products);

  it.each([
    { id: 'mattress', expected: '/mattress' },
    { id: 'luxe-hybrid-mattress', expected: '/mattresses/luxe-hybrid-mattress' },
    { id: 'pillow', expected: '/bedding/pillow' },
    { id: 'luxe-hybrid-mattress_fb', expected: '/mattress-bundles/luxe-foundation-set' },
  ])('a product-to-path map gives each product its page path ($id)', ({ id, expected }) => {
    expect(map.get(id)).toBe(expected);
    expect(productPath(id, map)).toBe(expected);
  });

  it.each([
    { id: 'bamboo-platform-bed-frame', expected: BAMBOO_FRAME_PATH },
    { id: 'bamboo-headboard', expected: BAMBOO_FRAME_PATH },
    { id: 'bamboo-headboard-king', expected: BAMBOO_FRAME_PATH },
    { id: 'bamboo-frame-queen', expected: BAMBOO_FRAME_PATH },
  ])('bamboo headboard and related ids reuse the bamboo frame page, mapped or not ($id)', ({ id, expected }) => {
    expect(productPath(id, map)).toBe(expected);
  });

  it.each([
    { id: 'luxe-hybrid-mattress_ab', expected: '/mattress-bundles/adjustable-frame-bundle' },
    { id: 'mattress_fb', expected: '/mattress-bundles/foundation-mattress-set' },
    { id: 'mattress_fhb', expected: '/mattress-bundles/frame-headboard-mattress-set' },
    { id: 'mattress_bb', expected: '/mattress-bundles/bamboo-bed-and-mattress' },
    { id: 'socalle-nightstand_bedroom_set', expected: '/bedroom-sets/socalle-nightstand' },
  ])(
    "a bundle variant without its own map entry uses its suffix's bundle page; bedroom_set goes to /bedroom-sets/{base id} ($id)",
    ({ id, expected }) => {
      expect(productPath(id, map)).toBe(expected);
    },
  );

  it.each(['unknown-product', 'mattress-ab', ''])(
    'an id outside the product-to-path map that is no bundle variant has no page (%s)',
    (id) => {
      expect(productPath(id, map)).toBeNull();
    },
  );
});
