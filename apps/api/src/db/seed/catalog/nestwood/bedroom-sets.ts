import type { BrandKey } from '@store/core';
import type { ProductSpec } from '../spec-types';
import { copyOf, frameClaim } from '../shared/copy';
import { FRAME_LADDER, FRAME_SIZES } from '../shared/options';
import { fixedParcel, parcelBySize } from '../shared/parcels';
import { propertyOf, specById } from '../shared/spec-lookup';
import { withClaim } from '../shared/templates';

interface BedroomSet {
  slug: string;
  collection: string;
  frame: string;
  nightstand: string;
  inventoryKey: string;
}

/** /bedroom-sets/{socalle|zadilyn-storage-bed|calverson|lyncott}-...-nightstand-set. */
const SETS: readonly BedroomSet[] = [
  {
    slug: 'socalle-bed-and-nightstand-set',
    collection: 'Socalle',
    frame: 'socalle-modern-platform-bed',
    nightstand: 'socalle-nightstand',
    inventoryKey: 'SOCSET',
  },
  {
    slug: 'zadilyn-storage-bed-and-nightstand-set',
    collection: 'Zadilyn',
    frame: 'zadilyn-storage-bed',
    nightstand: 'zadilyn-usb-charging-nightstand',
    inventoryKey: 'ZADSET',
  },
  {
    slug: 'calverson-bed-and-nightstand-set',
    collection: 'Calverson',
    frame: 'calverson-modern-platform-bed',
    nightstand: 'calverson-drawer-nightstand',
    inventoryKey: 'CALVSET',
  },
  {
    slug: 'lyncott-bed-and-nightstand-set',
    collection: 'Lyncott',
    frame: 'lyncott-upholstered-wood-bed',
    nightstand: 'lyncott-nightstand-usb-ports',
    inventoryKey: 'LYNCSET',
  },
];

const SET_PARCEL = parcelBySize(fixedParcel(20, 14, 86, 190));
const SET_SHIPPING = { from: 5, to: 10, wgsFrom: 10, wgsTo: 21 };

function setSpec(brand: BrandKey, set: BedroomSet, frame: ProductSpec, nightstand: ProductSpec, variant: boolean): ProductSpec {
  const color = propertyOf(frame, 'Color');
  const quantity = {
    name: 'Quantity' as const,
    options: [
      { value: '1', title: '1 Nightstand' },
      { value: '2', title: '2 Nightstands', priceDiff: nightstand.listPrice },
    ],
  };
  const pieces = variant ? 'bed and two nightstands' : 'bed with one or two matching nightstands';
  return {
    // Core's productPath maps `{base}_bedroom_set` to /bedroom-sets/{base}, so the variant's base id is the set slug.
    id: variant ? `${set.slug}_bedroom_set` : set.slug,
    name: variant ? `${set.slug}_bedroom_set` : undefined,
    title: variant ? `${set.collection} Bed & Two Nightstands` : `${set.collection} Bed & Nightstand Set`,
    inventoryKey: variant ? `${set.inventoryKey}2NS` : set.inventoryKey,
    group: 'bedroom-set',
    url: `/bedroom-sets/${set.slug}`,
    listPrice: frame.listPrice + nightstand.listPrice * (variant ? 2 : 1),
    discount: Math.min(30, (frame.discount ?? 0) + 5),
    properties: [
      { name: 'Size', options: FRAME_SIZES, ladder: FRAME_LADDER },
      ...(color ? [color] : []),
      ...(variant ? [] : [quantity]),
    ],
    markers: ['white-glove-eligible', ...(variant ? ['no-own-page'] : [])],
    shipping: SET_SHIPPING,
    media: { style: `${set.collection.toLowerCase()}-set` },
    parcel: SET_PARCEL,
    relatedProducts: [set.frame, set.nightstand, 'mattress'],
    copy: withClaim(
      copyOf(
        `The ${frame.title} and matching ${nightstand.title}, delivered together.`,
        `Furnish the whole bedroom in one order: the ${collectionLine(set.collection)} ${pieces}, in one finish and at a set price below buying each piece.`,
        ['Bed and nightstands in one matching finish', 'Set price below buying separately', 'White glove setup available'],
      ),
      frameClaim(brand),
    ),
  };
}

function collectionLine(collection: string): string {
  return `${collection} collection's`;
}

/** Bedroom sets priced from their bed and nightstand, plus each set's `_bedroom_set` variant (bed and two nightstands). */
export function nestwoodBedroomSetSpecs(
  brand: BrandKey,
  frames: readonly ProductSpec[],
  furniture: readonly ProductSpec[],
): ProductSpec[] {
  return SETS.flatMap((set) => {
    const frame = specById(frames, set.frame);
    const nightstand = specById(furniture, set.nightstand);
    return [setSpec(brand, set, frame, nightstand, false), setSpec(brand, set, frame, nightstand, true)];
  });
}
