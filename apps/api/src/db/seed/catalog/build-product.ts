import {
  BRANDS,
  MEDIA_PROPERTIES,
  SIZE_DIMENSIONS,
  SIZE_LABELS,
  allSelections,
  buildVariantSku,
  splitBundleVariantId,
  variantTag,
  sortProperties,
  type Availability,
  type BrandKey,
  type Currency,
  type Media,
  type PricingEntry,
  type Product,
  type ProductPricing,
  type ProductProperty,
  type PropertyOption,
  type Selection,
  type SizeGuide,
  type SizeKey,
} from '@store/core';
import { productImageAlt } from '@store/core/media/image-alt';
import { drawnAsMattress, mattressMediaStyle } from '@store/core/media/mattress-layers';
import { PROPERTY_CODES, defaultOptionCode, defaultOptionTitle } from './shared/options';
import { priceAt } from './shared/prices';
import type { ProductSpec, PropertySpec, ShippingSpec, VariantMatch } from './spec-types';

/** White glove windows of a product without its own (crews schedule the visit). */
const DEFAULT_WGS_SHIPPING = { wgsFrom: 7, wgsTo: 14 };
/** Back-ordered variants ship this many business days later. */
const BACKORDER_DELAY = { from: 10, to: 15 };
const ANGLES = ['main', 'side', 'detail', 'lifestyle'] as const;

function fail(spec: ProductSpec, message: string): never {
  throw new Error(`Catalogue spec ${spec.id}: ${message}`);
}

function buildProperty(spec: ProductSpec, property: PropertySpec): ProductProperty {
  const raw = property.options.map((o) => (typeof o === 'string' ? { value: o } : o));
  const values = raw.map((o) => o.value);
  const defaultValue = property.defaultValue ?? (property.name === 'Size' && values.includes('queen') ? 'queen' : values[0]);
  if (defaultValue === undefined || !values.includes(defaultValue)) fail(spec, `bad default for ${property.name}`);
  const outOfStock = spec.outOfStock?.[property.name] ?? [];
  for (const value of outOfStock) if (!values.includes(value)) fail(spec, `unknown out-of-stock ${property.name} ${value}`);
  const ladder = property.ladder;
  const listOf = (value: string): number | undefined => {
    const factor = ladder?.[value];
    if (factor !== undefined) return priceAt(spec.listPrice, factor / (ladder?.[defaultValue] ?? 1));
    if (ladder && value === 'splitKing') {
      const twinXL = ladder.twinXL;
      if (twinXL !== undefined) return 2 * priceAt(spec.listPrice, twinXL / (ladder[defaultValue] ?? 1));
    }
    return undefined;
  };
  const options: PropertyOption[] = raw.map((o) => {
    const ladderPrice = listOf(o.value);
    const priceDiff = o.priceDiff ?? (ladderPrice === undefined ? 0 : ladderPrice - spec.listPrice);
    return {
      value: o.value,
      title: o.title ?? defaultOptionTitle(property.name, o.value),
      code: o.code ?? defaultOptionCode(property.name, o.value),
      priceDiff: o.value === defaultValue ? 0 : priceDiff,
      outOfStock: outOfStock.includes(o.value),
    };
  });
  for (const o of options) if (!/^[A-Z0-9]{2,4}$/.test(o.code)) fail(spec, `bad option code ${o.code} in ${property.name}`);
  const codes = new Set(options.map((o) => o.code));
  if (codes.size !== options.length) fail(spec, `duplicate option codes in ${property.name}`);
  return {
    name: property.name,
    title: property.title ?? property.name,
    code: PROPERTY_CODES[property.name],
    defaultValue,
    options,
  };
}

function matches(selection: Selection, match: VariantMatch): boolean {
  return Object.entries(match).every(([name, value]) => selection[name] === value);
}

function checkMatchers(spec: ProductSpec, selections: Selection[], list: readonly VariantMatch[] | undefined): void {
  for (const match of list ?? []) {
    if (!selections.some((s) => matches(s, match))) fail(spec, `matcher ${JSON.stringify(match)} matches no variant`);
  }
}

/**
 * A product ships in its brand registry's window (ground carrier or partners), as the home page and content pages say;
 * a spec's own window (24-hour goods, furniture, services) wins.
 */
function shippingWindow(spec: ProductSpec, brand: BrandKey): Required<ShippingSpec> {
  const { from, to } = BRANDS[brand].shipping;
  return { from, to, ...DEFAULT_WGS_SHIPPING, ...spec.shipping };
}

function availabilityOf(spec: ProductSpec, brand: BrandKey, properties: ProductProperty[], selection: Selection): Availability {
  const window = shippingWindow(spec, brand);
  const optionOutOfStock = properties.some((p) => p.options.find((o) => o.value === selection[p.name])?.outOfStock);
  const backOrdered = (spec.backOrder ?? []).some((m) => matches(selection, m));
  const inactive = spec.active === false || (spec.inactive ?? []).some((m) => matches(selection, m));
  const delay = backOrdered ? BACKORDER_DELAY : { from: 0, to: 0 };
  return {
    isActive: !inactive,
    isInStock: !optionOutOfStock && !backOrdered,
    isBackOrderAllowed: backOrdered,
    shippingFrom: window.from + delay.from,
    shippingTo: window.to + delay.to,
    wgsShippingFrom: window.wgsFrom + delay.from,
    wgsShippingTo: window.wgsTo + delay.to,
  };
}

function listPriceOf(spec: ProductSpec, properties: ProductProperty[], selection: Selection): number {
  return properties.reduce(
    (sum, p) => sum + (p.options.find((o) => o.value === selection[p.name])?.priceDiff ?? 0),
    spec.listPrice,
  );
}

function pricingOf(
  spec: ProductSpec,
  currency: Currency,
  variants: { sku: string; selection: Selection }[],
  properties: ProductProperty[],
): ProductPricing {
  const discount = spec.discount ?? 0;
  const sale = (list: number): number => list - Math.round((list * discount) / 100);
  if (!spec.listPricing) {
    return {
      price: { amount: sale(spec.listPrice), currency, discount },
      listPrice: { amount: spec.listPrice, currency, discount },
    };
  }
  const valuePercent = spec.listPricing.valuePercent;
  return variants.map(({ sku, selection }): PricingEntry => {
    const list = listPriceOf(spec, properties, selection);
    return {
      sku,
      totalPrice: { amount: sale(list), currency },
      discountedPrice: { amount: sale(list), currency },
      totalValue: { amount: Math.round((list * valuePercent) / 100), currency },
      listPrice: { amount: list, currency },
    };
  });
}

/** Every combination of the options that change how the product looks (colour, material); one empty variant when none do. */
function lookVariants(properties: ProductProperty[]): Selection[] {
  const looks = MEDIA_PROPERTIES.flatMap((name) => {
    const property = properties.find((p) => p.name === name);
    if (property === undefined) return [];
    // The default option first, so the first image (cards, cart lines) is the default variant's.
    const values = [property.defaultValue, ...property.options.map((o) => o.value).filter((v) => v !== property.defaultValue)];
    return [{ name, values }];
  });
  return looks.reduce<Selection[]>((acc, { name, values }) => acc.flatMap((s) => values.map((v) => ({ ...s, [name]: v }))), [{}]);
}

/**
 * Generated images (architecture.md) for each colour and material the product comes in, tagged with the option they
 * show (`Color=navy`), so the gallery follows the shopper's choice; the default variant's images come first.
 */
function mediaOf(spec: ProductSpec, properties: ProductProperty[]): Media[] {
  const angles = ANGLES.slice(0, spec.media.angles ?? 4);
  const titleOf = (name: string, value: string) =>
    properties.find((p) => p.name === name)?.options.find((o) => o.value === value)?.title ?? value;
  return lookVariants(properties).flatMap((look) => {
    const color = look.Color ?? spec.media.color ?? 'white';
    // A mattress is drawn as a cutaway of its layers at its own height, so the height is part of its style.
    const drawn =
      drawnAsMattress(spec.group, spec.media.style) && spec.height !== undefined
        ? mattressMediaStyle(spec.media.style, spec.height)
        : spec.media.style;
    const style = look.Material === undefined ? drawn : `${drawn}-${look.Material}`;
    const shown = [
      look.Material === undefined ? '' : ` ${titleOf('Material', look.Material).toLowerCase()}`,
      look.Color === undefined ? '' : ` in ${titleOf('Color', look.Color)}`,
    ];
    const tags = Object.entries(look).map(([name, value]) => variantTag(name, value));
    return angles.map((angle) => {
      // Colour keys are camelCase ('blackAndWhite'); media paths are lowercase and the route reads either form.
      const url = `/media/${spec.group}/${style}/${color.toLowerCase()}/${angle}.svg`;
      return {
        url,
        thumbUrl: `${url}?w=77`,
        tags: [angle, spec.group, style, color, ...tags],
        alt: productImageAlt({ title: spec.title, group: spec.group, style, angle, material: shown[0], color: shown[1] }),
        title: spec.title,
      };
    });
  });
}

function dimensionsOf(spec: ProductSpec, properties: ProductProperty[]): { width?: number; length?: number; height?: number } {
  if (spec.dimensions) return { ...spec.dimensions };
  if (spec.height === undefined) return {};
  const size = properties.find((p) => p.name === 'Size')?.defaultValue as SizeKey | undefined;
  const dims = size ? SIZE_DIMENSIONS[size] : undefined;
  return dims ? { width: dims.width, length: dims.length, height: spec.height } : { height: spec.height };
}

/** The size guide rows: one per Size option, or one for an unsized product. */
function sizeGuideOf(spec: ProductSpec, properties: ProductProperty[]): { sizeGuide?: SizeGuide } {
  if (spec.sizeGuide === undefined) return {};
  const { measures, of } = spec.sizeGuide;
  const sizes = properties.find((p) => p.name === 'Size')?.options.map((o) => o.value) ?? [null];
  return { sizeGuide: { measures, rows: sizes.map((size) => ({ size, ...of(size) })) } };
}

function markersOf(spec: ProductSpec, shippingTo: number): string[] {
  const markers = new Set(spec.markers ?? []);
  // Bundle variants (`_ab`, `_fb`, `_fhb`, `_bb`, `_bedroom_set`) and /bundle-builder/ pages stay out of the sitemap.
  const variant = splitBundleVariantId(spec.id).suffix !== null;
  if (variant || spec.url.startsWith('/bundle-builder/')) markers.add('excluded-from-sitemap');
  if (shippingTo === 1) markers.add('ships-24h');
  return [...markers];
}

/** Expands a compact spec into a full Product: every variant sku gets availability, sku data and (list pricing) a price entry. */
export function defineProduct(brand: BrandKey, spec: ProductSpec): Product {
  const properties = sortProperties((spec.properties ?? []).map((p) => buildProperty(spec, p)));
  const selections = allSelections(properties);
  checkMatchers(spec, selections, spec.backOrder);
  checkMatchers(spec, selections, spec.inactive);
  const variants = selections.map((selection) => ({ selection, sku: buildVariantSku(spec.inventoryKey, properties, selection) }));
  const availability = Object.fromEntries(variants.map((v) => [v.sku, availabilityOf(spec, brand, properties, v.selection)]));
  const skuData = Object.fromEntries(
    variants.map(({ sku, selection }) => {
      const parcelDimensions = typeof spec.parcel === 'function' ? spec.parcel(selection) : spec.parcel;
      const size = selection.Size as SizeKey | undefined;
      return [sku, size ? { parcelDimensions, boxName: `${SIZE_LABELS[size].toUpperCase()} BOX` } : { parcelDimensions }];
    }),
  );
  const urlName = spec.url.split('/').filter(Boolean).pop() ?? spec.id;
  return {
    id: spec.id,
    name: spec.name ?? urlName,
    title: spec.title,
    inventoryKey: spec.inventoryKey,
    metadata: {
      url: spec.url,
      ...dimensionsOf(spec, properties),
      isWarranty: spec.isWarranty ?? false,
      reportToAnalytics: spec.reportToAnalytics ?? true,
    },
    attributes: {
      group: spec.group,
      markers: markersOf(spec, shippingWindow(spec, brand).to),
      ...(spec.mattressCount ? { mattressCount: spec.mattressCount } : {}),
    },
    properties,
    availability,
    pricing: pricingOf(spec, BRANDS[brand].currency, variants, properties),
    mediaCollection: mediaOf(spec, properties),
    extrasData: { markers: [], skus: [] },
    skuData,
    content: {
      summary: spec.copy.summary,
      description: spec.copy.description,
      highlights: [...spec.copy.highlights],
      relatedProducts: [...(spec.relatedProducts ?? [])],
      ...sizeGuideOf(spec, properties),
      ...(spec.copy.coverage ? { coverage: { ...spec.copy.coverage } } : {}),
    },
    ...(spec.collectionItems ? { collectionItems: spec.collectionItems.map((item) => ({ ...item })) } : {}),
    ...(spec.bundlePage ? { bundlePage: structuredClone(spec.bundlePage) } : {}),
  };
}
