import type { BrandConfig } from '../brands';
import { DELIVERY_TITLES } from '../cart/delivery-names';
import { isBackOrder, isSellable } from '../cart/sellable';
import { pairPricedSelection } from '../cart/split-king';
import { splitKingBaseSurcharge } from '../cart/split-king-base-surcharge';
import { STANDARD_DELIVERY } from '../cart/delivery-names';
import type { Money } from '../money';
import type { Product } from '../product';
import { bundleVariantTitle } from '../product-paths';
import { sortProperties } from '../properties';
import { selectionHref } from '../selection-url';
import { allSelections, buildVariantSku, variantPrice, type Selection } from '../variant';
import { feedText } from './feed-text';

/** A variant's availability in the words of the feeds' shared model (each format has its own spelling). */
export type FeedAvailability = 'in stock' | 'out of stock' | 'backorder';

/** One sellable variant as a product feed lists it, every URL absolute, every text clean (feed-text.ts). */
export interface FeedItem {
  /** The variant's sku: unique in the brand's catalogue and stable across feeds. */
  id: string;
  /** The product's id: its variants are one group. */
  itemGroupId: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  availability: FeedAvailability;
  /** For a back order: the first day it ships (YYYY-MM-DD), from the variant's shipping window. */
  availabilityDate: string | null;
  /** The list price. */
  price: Money;
  /** What the shopper pays when it is less than the list price, else null. */
  salePrice: Money | null;
  brand: string;
  /** The store's own part number: the variant's sku (the products have no GTIN). */
  mpn: string;
  condition: 'new';
  shipping: { country: string; service: string; price: Money };
  /** The product group (mattress, bedding, ...). */
  productType: string;
  /** The variant's chosen size and colour, when the product has them. */
  size: string | null;
  color: string | null;
}

/** The most characters of a title and a description both formats take. */
export const FEED_TITLE_MAX = 150;
export const FEED_DESCRIPTION_MAX = 5000;

/** Groups whose products are add-ons sold only with something else (a warranty, a delivery service): not listed. */
const NOT_LISTED_GROUPS: ReadonlySet<string> = new Set(['warranty', 'service']);
/** A product with this marker has no page of its own to link to: not listed. */
const NO_OWN_PAGE = 'no-own-page';

/** A photo as the product wire carries it (media/photo-wire.ts): the feed links its largest JPEG. */
export interface FeedPhoto {
  color: string | null;
  width: number;
  src: string;
}

export type FeedProduct = Product & { photos?: readonly FeedPhoto[] };

export interface FeedInput {
  brand: Pick<BrandConfig, 'name' | 'region' | 'currency' | 'status' | 'splitKingSecondBaseSurcharge'>;
  products: readonly FeedProduct[];
  /** The brand's public origin (its channel's), no trailing slash. */
  origin: string;
  /** Today, for a back order's date. */
  now: Date;
  /** The URL of a photo's image for a feed (the largest JPEG): given by the caller so the rule stays in media/. */
  photoImage: (photo: FeedPhoto) => string;
}

/**
 * Every variant the brand offers, one item each: a product that has a page (not an add-on, not `no-own-page`), each
 * combination of its options whose sku the catalogue keeps active. Prices are what the cart charges (a Split King pair
 * is two Twin XL, plus a second base where the brand charges one); a discontinued brand's items are all out of stock.
 */
export function feedItems(input: FeedInput): FeedItem[] {
  return input.products
    .filter((p) => !NOT_LISTED_GROUPS.has(p.attributes.group) && !p.metadata.isWarranty)
    .filter((p) => !p.attributes.markers.includes(NO_OWN_PAGE))
    .flatMap((product) =>
      allSelections(product.properties).flatMap((selection) => {
        const item = variantItem(input, product, selection);
        return item ? [item] : [];
      }),
    );
}

function variantItem(input: FeedInput, product: FeedProduct, selection: Selection): FeedItem | null {
  const { brand } = input;
  const { pairPricing, priced } = pairPricedSelection(product, selection);
  const charged = variantPrice(product, priced);
  const availability = product.availability[charged.sku];
  if (availability === undefined || !availability.isActive) return null;
  const factor = pairPricing ? 2 : 1;
  const surcharge = splitKingBaseSurcharge(brand, product, selection);
  const listPrice = factor * charged.listPrice + surcharge;
  const price = factor * charged.price + surcharge;
  const soldOut = product.properties.some((p) => p.options.some((o) => o.value === selection[p.name] && o.outOfStock));
  const state: FeedAvailability =
    brand.status !== 'active' || soldOut || !isSellable(availability)
      ? 'out of stock'
      : isBackOrder(availability)
        ? 'backorder'
        : 'in stock';
  const optionTitle = (name: string) => {
    const property = product.properties.find((p) => p.name === name);
    return property?.options.find((o) => o.value === selection[name])?.title ?? null;
  };
  const baseTitle = bundleVariantTitle(product.id, product.title);
  return {
    id: buildVariantSku(product.inventoryKey, product.properties, selection),
    itemGroupId: product.id,
    title: feedText(variantTitle(baseTitle, product, selection), FEED_TITLE_MAX),
    description: feedText(
      product.content.summary.trim() || product.content.description.trim() || baseTitle,
      FEED_DESCRIPTION_MAX,
    ),
    link: `${input.origin}${selectionHref(product, selection)}`,
    imageLink: imageLink(input, product, selection),
    availability: state,
    availabilityDate: state === 'backorder' ? addBusinessDays(input.now, availability.shippingFrom) : null,
    price: { amount: listPrice, currency: brand.currency },
    salePrice: price < listPrice ? { amount: price, currency: brand.currency } : null,
    brand: feedText(brand.name, 70),
    mpn: buildVariantSku(product.inventoryKey, product.properties, selection),
    condition: 'new',
    shipping: {
      country: brand.region,
      service: DELIVERY_TITLES[STANDARD_DELIVERY] ?? STANDARD_DELIVERY,
      price: { amount: 0, currency: brand.currency },
    },
    productType: product.attributes.group,
    size: optionTitle('Size'),
    color: optionTitle('Color'),
  };
}

/** The product's title, then the titles of the options that tell its variants apart (properties with one option add nothing). */
function variantTitle(title: string, product: Product, selection: Selection): string {
  const parts = sortProperties(product.properties)
    .filter((p) => p.options.length > 1)
    .map((p) => p.options.find((o) => o.value === selection[p.name])?.title ?? '')
    .filter((part) => part !== '');
  return parts.length === 0 ? title : `${title} - ${parts.join(', ')}`;
}

/**
 * The variant's picture, absolute: a staff photo of its colour, else the first photo, else the product's first drawing
 * (media the store serves under its origin; an absolute URL is kept as it is).
 */
function imageLink(input: FeedInput, product: FeedProduct, selection: Selection): string {
  const photos = product.photos ?? [];
  const photo = photos.find((p) => p.color !== null && p.color === selection.Color) ?? photos[0];
  const url = photo ? input.photoImage(photo) : (product.mediaCollection[0]?.url ?? '');
  return /^https?:\/\//i.test(url) ? url : `${input.origin}/${url.replace(/^\/+/, '')}`;
}

/** The date `days` business days (Monday to Friday) after `now`, as YYYY-MM-DD (UTC). */
export function addBusinessDays(now: Date, days: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
