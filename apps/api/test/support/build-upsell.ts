import {
  BRANDS,
  COMBO_ITEMS_LABELS,
  UPSELL_IMAGE_COLORS,
  buildVariantSku,
  defaultSelection,
  type BrandKey,
  type Product,
  type ProductGroup,
  type UpsellAlternativeProperty,
  type UpsellDefaultProperty,
  type UpsellItem,
  type UpsellKind,
  type UpsellType,
} from '@store/core';

/**
 * A test's upsell offer: the copy and the rules; the sku, images and flags come from its product (factories.ts
 * `makeOffer`). A catalogue file states every field of an offer itself.
 */
export interface UpsellSpec {
  name: string;
  productId: string;
  kind: UpsellKind;
  type: UpsellType;
  sellsWith: ProductGroup[];
  /** Percent off with a sellsWith base product; default 0. */
  discount?: number;
  shortTitle: string;
  longTitle: string;
  shortDescription: string;
  longDescription: string;
  features: string[];
  label?: { label: string; color: string };
  defaults?: UpsellDefaultProperty[];
  alternatives?: UpsellAlternativeProperty[];
  preselected?: boolean;
  isNotSaleAble?: boolean;
  /** Units added per parent unit, all covered by the gift discount (free pillows come as a pair); default 1. */
  quantity?: number;
  /** Offers this one cannot be taken with under one parent (core gift-offers.ts; the relation holds both ways). */
  excludes?: string[];
  /** Shown with a mattress as a combo (isComboWithBaseProduct.show). */
  combo?: { label: string; labelV2: string; labelV3: string; title: string; sellsWithMattess: boolean };
  /** Label of the combo's contents (dataV2.comboItemData). */
  comboItemLabel?: string;
}

const NO_COMBO = { show: false, label: '', labelV2: '', labelV3: '', title: '', sellsWithMattess: false };
const MEDIA = /^\/media\/([a-z-]+)\/([a-z0-9-]+)\/([a-z0-9-]+)\/[a-z]+\.svg$/;

/** Builds a full UpsellItem from its spec and the brand's products; an unknown product id is a test's mistake and throws. */
export function buildUpsell(brand: BrandKey, catalogue: ReadonlyMap<string, Product>, spec: UpsellSpec): UpsellItem {
  const product = catalogue.get(spec.productId);
  if (!product) throw new Error(`Upsell ${spec.name} of ${brand}: no product ${spec.productId}`);
  const defaults = spec.defaults ?? [];
  const selection = { ...defaultSelection(product), ...Object.fromEntries(defaults.map((d) => [d.type, d.defaultValue])) };
  const media = mediaOf(product, selection.Color);
  return {
    name: spec.name,
    productId: product.id,
    region: BRANDS[brand].region,
    kind: spec.kind,
    sku: buildVariantSku(product.inventoryKey, product.properties, selection),
    fallbackSku: product.inventoryKey,
    shortTitle: spec.shortTitle,
    longTitle: spec.longTitle,
    shortDescription: spec.shortDescription,
    longDescription: spec.longDescription,
    thumbnail: media('main'),
    thumbnailV2: media('detail'),
    image: media('lifestyle'),
    imageMobile: media('side'),
    imageByColor: imageByColor(product, media),
    features: spec.features,
    defaultProperties: defaults,
    alternativeProperties: spec.alternatives ?? [],
    isUpsell: spec.kind !== 'shipping-protection',
    isNotSaleAble: spec.isNotSaleAble ?? false,
    discount: spec.discount ?? 0,
    hasSizeVariant: product.properties.some((p) => p.name === 'Size'),
    isStandalone: false,
    preselected: spec.preselected ?? false,
    type: spec.type,
    sellsWith: spec.sellsWith,
    ...(spec.quantity !== undefined ? { quantity: spec.quantity } : {}),
    ...(spec.excludes !== undefined ? { excludes: spec.excludes } : {}),
    dataV2: {
      labelData: spec.label ?? { label: '', color: '' },
      shortTitle: spec.shortTitle,
      image: media('main'),
      features: spec.features.slice(0, 3),
      ...(spec.comboItemLabel ? { comboItemData: { label: spec.comboItemLabel, itemsLabels: [...COMBO_ITEMS_LABELS] } } : {}),
    },
    isComboWithBaseProduct: spec.combo ? { show: true, ...spec.combo } : NO_COMBO,
  };
}

type MediaFor = (angle: 'main' | 'side' | 'detail' | 'lifestyle', color?: string) => string;

/** The product's generated imagery (/media/<group>/<style>/<color>/<angle>.svg), in the chosen color. */
function mediaOf(product: Product, chosenColor: string | undefined): MediaFor {
  const match = MEDIA.exec(product.mediaCollection[0]?.url ?? '');
  if (!match) throw new Error(`Product ${product.id} has no generated media url`);
  const [, group, style, productColor] = match;
  const fallback = (chosenColor ?? productColor ?? 'white').toLowerCase();
  return (angle, color = fallback) => `/media/${group}/${style}/${color}/${angle}.svg`;
}

/** One image per imageByColor color the product is sold in (or its only color when it has no Color property). */
function imageByColor(product: Product, media: MediaFor): UpsellItem['imageByColor'] {
  const colors = product.properties.find((p) => p.name === 'Color')?.options.map((o) => o.value) ?? [
    MEDIA.exec(product.mediaCollection[0]?.url ?? '')?.[3] ?? 'white',
  ];
  return Object.fromEntries(UPSELL_IMAGE_COLORS.filter((c) => colors.includes(c)).map((c) => [c, media('main', c)]));
}
