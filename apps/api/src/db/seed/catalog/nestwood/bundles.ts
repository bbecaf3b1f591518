import { SERENITY_SIZES, type BrandKey } from '@store/core';
import type { ProductSpec } from '../spec-types';
import { beddingClaim, copyOf } from '../shared/copy';
import { BEDDING_LADDER, FRAME_SIZES } from '../shared/options';
import { fittedGuide } from '../shared/dimensions';
import { fixedParcel, parcelBySize } from '../shared/parcels';
import { specById } from '../shared/spec-lookup';
import { withClaim } from '../shared/templates';
import { bundlePageSpecs, bundleVariantSpecs, mattressBundleSpec } from './bundle-variants';

const BEDDING_BUNDLE_PARCEL = parcelBySize(fixedParcel(24, 14, 28, 14));
const MATTRESS_IDS = ['mattress', 'memory-foam-mattress', 'premier-hybrid-mattress', 'luxe-hybrid-mattress'];

/** Bedding bundles: Serenity (every Serenity size, list pricing per sku), Premier, Tranquility (one sku per size). */
function beddingBundleSpecs(brand: BrandKey): ProductSpec[] {
  const common = {
    group: 'bundle' as const,
    properties: [{ name: 'Size' as const, options: SERENITY_SIZES, ladder: BEDDING_LADDER }],
    markers: ['soft-good'],
    parcel: BEDDING_BUNDLE_PARCEL,
    relatedProducts: MATTRESS_IDS,
  };
  return [
    {
      ...common,
      // A bedding page, so it is listed with bedding (CATEGORY_GROUPS) rather than with the mattress bundles.
      group: 'bedding',
      id: 'serenity-sheet-set-pillow-bundle',
      sizeGuide: fittedGuide(16),
      title: 'Serenity Sheet Set & Pillow Bundle',
      inventoryKey: 'SRNBNDL',
      url: '/bedding/serenity-sheet-set-pillow-bundle',
      listPrice: 29900,
      discount: 20,
      listPricing: { valuePercent: 145 },
      markers: ['soft-good', 'bestseller'],
      media: { style: 'serenity-bundle' },
      copy: withClaim(
        copyOf(
          'Our cotton sheet set, two gel memory foam pillows and a waterproof protector in one box.',
          'Everything a new mattress needs on day one: the Natural Cotton Sheet Set, two Gel-Infused Memory Foam Pillows and the Waterproof Breathable Mattress Protector, sized to match and priced below buying each piece.',
          ['Sheets, 2 pillows and a protector', 'Sized to your mattress', 'Over 30% less than buying separately'],
        ),
        beddingClaim(brand),
      ),
    },
    {
      ...common,
      id: 'premier-bundle',
      title: 'Premier Bundle',
      inventoryKey: 'PRMBNDL',
      url: '/bundle-builder/premier-bundle',
      listPrice: 49900,
      discount: 25,
      listPricing: { valuePercent: 150 },
      media: { style: 'premier-bundle' },
      properties: [
        ...common.properties,
        {
          name: 'Pillow',
          options: [
            { value: '2', title: '2 Down Pillows', code: 'P2' },
            { value: '4', title: '4 Down Pillows', code: 'P4', priceDiff: 19900 },
          ],
        },
      ],
      copy: withClaim(
        copyOf(
          'Linen sheets, down pillows, a Tencel protector and a duvet insert: our most luxurious bedding set.',
          'The Premier Bundle dresses a bed top to bottom in our premium bedding: the Linen Sheet Set, Down Pillows, the Tencel Mattress Protector and a Duvet Insert.',
          ['Linen sheets and down pillows', 'Tencel protector and duvet insert', 'Choose 2 or 4 pillows'],
        ),
        beddingClaim(brand),
      ),
    },
    {
      ...common,
      id: 'tranquility-bundle',
      title: 'Tranquility Bundle',
      inventoryKey: 'TRQBNDL',
      url: '/bundle-builder/tranquility-bundle',
      listPrice: 39900,
      discount: 25,
      listPricing: { valuePercent: 140 },
      media: { style: 'tranquility-bundle' },
      copy: withClaim(
        copyOf(
          'Percale sheets, a cotton quilt and two pillows for a calm, cool bed.',
          'The Tranquility Bundle pairs crisp Percale Sheets with the Lightweight Cotton Cover Quilt and two Nestwood Pillows, one sku per size so ordering is simple.',
          ['Percale sheets and cotton quilt', 'Two adjustable pillows', 'One box per size'],
        ),
        beddingClaim(brand),
      ),
    },
  ];
}

/**
 * A /bundle-builder/ page (excluded from the sitemap) composed from its parts: the shopper picks a mattress (the base),
 * a platform bed (15% off in the bundle), the bamboo headboard in the bed's finish (15% off) and the extended warranty
 * (10% off); its own Size choice is the bundle's size. Its own price is not the mattress bundle formula's: the seed
 * sets it, per size, to what the page's default choice costs (withBundlePagePrices).
 */
function builderSpec(brand: BrandKey, mattresses: readonly ProductSpec[], frames: readonly ProductSpec[]): ProductSpec {
  return {
    ...mattressBundleSpec(brand, specById(mattresses, 'mattress'), specById(frames, 'modern-platform-bed'), {
      id: 'mattress-and-platform-bed',
      url: '/bundle-builder/mattress-and-platform-bed',
      title: 'Build Your Bed: Mattress & Platform Bed',
      inventoryKey: 'BUILDBED',
      markers: [],
      sizes: FRAME_SIZES,
    }),
    bundlePage: {
      base: { productNames: MATTRESS_IDS, percentOff: 0, required: true, colorRule: 'own-default' },
      furniture: {
        productNames: ['modern-platform-bed', 'bamboo-platform-bed-frame'],
        percentOff: 15,
        required: true,
        colorRule: 'shopper-choice',
      },
      headboardAddon: { productNames: ['bamboo-headboard'], percentOff: 15, required: false, colorRule: 'match-main' },
      extend: { productNames: ['extended-warranty'], percentOff: 10, required: false, colorRule: 'own-default' },
    },
  };
}

/** Every bundle of the main brand: bedding bundles, bundle pages, bundle-builder pages and the mattress bundle variants. */
export function nestwoodBundleSpecs(
  brand: BrandKey,
  mattresses: readonly ProductSpec[],
  frames: readonly ProductSpec[],
): ProductSpec[] {
  return [
    ...beddingBundleSpecs(brand),
    ...bundlePageSpecs(brand, mattresses, frames),
    builderSpec(brand, mattresses, frames),
    ...bundleVariantSpecs(brand, mattresses, frames),
  ];
}
