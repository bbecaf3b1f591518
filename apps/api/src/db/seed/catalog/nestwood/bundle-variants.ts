import {
  ADJUSTABLE_BUNDLE_TITLE,
  BUNDLE_SUFFIX_PATHS,
  SECOND_BASE_IN_SPLIT_KING,
  type BrandKey,
  type SizeKey,
} from '@store/core';
import type { ProductSpec } from '../spec-types';
import { copyOf, mattressClaim } from '../shared/copy';
import { ADJUSTABLE_SIZES, FRAME_SIZES, MATTRESS_LADDER, MATTRESS_SIZES } from '../shared/options';
import { mattressParcel } from '../shared/parcels';
import { propertyOf, specById } from '../shared/spec-lookup';
import { withClaim } from '../shared/templates';

/** A mattress bundle page under /mattress-bundles/ and the variant suffix its mattress variants carry. */
export interface BundleKind {
  /** Core's bundle suffix; the page path comes from BUNDLE_SUFFIX_PATHS. */
  suffix: 'ab' | 'fb' | 'fhb' | 'bb';
  /** Shared by the page and every variant of the kind (adjustable-bundle variants share one title). */
  title: string;
  component: string;
  sizes: readonly SizeKey[];
  code: string;
  inventoryKey: string;
}

/** The four bundle kinds, each a page under /mattress-bundles/ and a variant of every mattress tier. */
export const BUNDLE_KINDS: readonly BundleKind[] = [
  {
    suffix: 'ab',
    title: ADJUSTABLE_BUNDLE_TITLE,
    component: 'adjustable-bed-frame',
    sizes: ADJUSTABLE_SIZES,
    code: 'AB',
    inventoryKey: 'ADJBNDL',
  },
  {
    suffix: 'fb',
    title: 'Mattress & Foundation Set',
    component: 'solid-wood-upholstered-mattress-foundation',
    sizes: MATTRESS_SIZES,
    code: 'FB',
    inventoryKey: 'FNDSET',
  },
  {
    suffix: 'fhb',
    title: 'Mattress, Frame & Headboard Set',
    component: 'upholstered-bed-with-tufted-headboard',
    sizes: FRAME_SIZES,
    code: 'FHB',
    inventoryKey: 'FHBSET',
  },
  {
    suffix: 'bb',
    title: 'Bamboo Bed & Mattress Bundle',
    component: 'bamboo-platform-bed-frame',
    sizes: FRAME_SIZES,
    code: 'BB',
    inventoryKey: 'BAMBNDL',
  },
];

export interface BundleTarget {
  id: string;
  name?: string;
  url: string;
  title: string;
  inventoryKey: string;
  markers: readonly string[];
  sizes: readonly SizeKey[];
}

/** A mattress plus a base or frame sold as one product, priced from its parts with 5 points more off (capped at 30%). */
export function mattressBundleSpec(
  brand: BrandKey,
  mattress: ProductSpec,
  component: ProductSpec,
  target: BundleTarget,
): ProductSpec {
  const color = propertyOf(component, 'Color');
  const leg = propertyOf(component, 'Leg');
  const height = mattress.height ?? 12;
  return {
    id: target.id,
    name: target.name,
    title: target.title,
    inventoryKey: target.inventoryKey,
    group: 'bundle',
    url: target.url,
    listPrice: mattress.listPrice + component.listPrice,
    discount: Math.min(30, (mattress.discount ?? 0) + 5),
    properties: [
      { name: 'Size', options: target.sizes, ladder: MATTRESS_LADDER },
      ...(color ? [color] : []),
      ...(leg ? [leg] : []),
    ],
    markers: ['white-glove-eligible', ...target.markers],
    // The bundle delivers the mattress: it counts for the recycling fee like the mattress alone.
    mattressCount: 1,
    shipping: { from: 2, to: 5, wgsFrom: 7, wgsTo: 14 },
    media: { style: `${component.media.style}-bundle` },
    parcel: mattressParcel(height + 8),
    height,
    relatedProducts: [mattress.id, component.id, 'waterproof-breathable-mattress-protector', 'gel-infused-memory-foam-pillow'],
    copy: withClaim(
      copyOf(
        `The ${mattress.title} with the ${component.title}, bundled at a lower price.`,
        `Get the bed and what it sits on in one order: the ${mattress.title} arrives with the ${component.title} sized to match. Both ship together and white glove setup is available.`,
        ['Mattress and base sized to match', 'Save more than buying separately', 'Ships together'],
      ),
      mattressClaim(brand),
    ),
  };
}

/** The `{mattress}_{suffix}` variants: every mattress tier in every bundle kind, on its bundle page with the kind's title. */
export function bundleVariantSpecs(
  brand: BrandKey,
  mattresses: readonly ProductSpec[],
  frames: readonly ProductSpec[],
): ProductSpec[] {
  return BUNDLE_KINDS.flatMap((kind) => {
    const component = specById(frames, kind.component);
    return mattresses.map((mattress) =>
      mattressBundleSpec(brand, mattress, component, {
        id: `${mattress.id}_${kind.suffix}`,
        name: `${mattress.id}_${kind.suffix}`,
        url: BUNDLE_SUFFIX_PATHS[kind.suffix],
        title: kind.title,
        inventoryKey: `${mattress.inventoryKey}${kind.code}`,
        // The $299 second-base rule: a split king adjustable bundle ships a second base (priced per brand in the registry).
        markers: kind.suffix === 'ab' ? ['no-own-page', SECOND_BASE_IN_SPLIT_KING] : ['no-own-page'],
        sizes: kind.sizes,
      }),
    );
  });
}

/** The /mattress-bundles/ pages themselves, built on the base mattress, plus the Premier adjustable set. */
export function bundlePageSpecs(
  brand: BrandKey,
  mattresses: readonly ProductSpec[],
  frames: readonly ProductSpec[],
): ProductSpec[] {
  const base = specById(mattresses, 'mattress');
  const pages = BUNDLE_KINDS.map((kind) =>
    mattressBundleSpec(brand, base, specById(frames, kind.component), {
      id: BUNDLE_SUFFIX_PATHS[kind.suffix].split('/').pop() ?? kind.inventoryKey.toLowerCase(),
      url: BUNDLE_SUFFIX_PATHS[kind.suffix],
      title: kind.title,
      inventoryKey: kind.inventoryKey,
      markers: kind.suffix === 'ab' ? ['bestseller'] : [],
      sizes: kind.sizes,
    }),
  );
  const premier = mattressBundleSpec(
    brand,
    specById(mattresses, 'premier-hybrid-mattress'),
    specById(frames, 'adjustable-bed-frame'),
    {
      id: 'premier-adjustable-base-mattress-set',
      url: '/mattress-bundles/premier-adjustable-base-mattress-set',
      title: 'Premier Hybrid Mattress & Adjustable Base Set',
      inventoryKey: 'PRMADJSET',
      markers: ['new', SECOND_BASE_IN_SPLIT_KING],
      sizes: ADJUSTABLE_SIZES,
    },
  );
  return [...pages, premier];
}
