import type { FeedAvailability, FeedItem } from './feed-items';
import { feedPrice } from './feed-text';

/** Google Merchant Center's spelling of availability. */
export const GOOGLE_AVAILABILITY: Readonly<Record<FeedAvailability, string>> = {
  'in stock': 'in_stock',
  'out of stock': 'out_of_stock',
  backorder: 'backorder',
};

/** Meta catalogues' spelling: a back order is "available for order". */
export const META_AVAILABILITY: Readonly<Record<FeedAvailability, string>> = {
  'in stock': 'in stock',
  'out of stock': 'out of stock',
  backorder: 'available for order',
};

/** A field of a Google feed item: `g:` name and text, or a group of them (`g:shipping`). */
export type GoogleField =
  { name: string; value: string } | { name: string; fields: ReadonlyArray<{ name: string; value: string }> };

/**
 * An item's fields in Google's product data specification, in its `g:` namespace: the required ones always, the
 * optional ones when the item has them. No GTIN: the store's own part number (MPN) with the brand identifies it.
 */
export function googleItemFields(item: FeedItem): GoogleField[] {
  const field = (name: string, value: string | null): GoogleField[] => (value === null ? [] : [{ name, value }]);
  return [
    ...field('id', item.id),
    ...field('title', item.title),
    ...field('description', item.description),
    ...field('link', item.link),
    ...field('image_link', item.imageLink),
    ...field('availability', GOOGLE_AVAILABILITY[item.availability]),
    ...field('availability_date', item.availabilityDate === null ? null : `${item.availabilityDate}T00:00Z`),
    ...field('price', feedPrice(item.price.amount, item.price.currency)),
    ...field('sale_price', item.salePrice === null ? null : feedPrice(item.salePrice.amount, item.salePrice.currency)),
    ...field('brand', item.brand),
    ...field('mpn', item.mpn),
    ...field('identifier_exists', 'yes'),
    ...field('condition', item.condition),
    {
      name: 'shipping',
      fields: [
        { name: 'country', value: item.shipping.country },
        { name: 'service', value: item.shipping.service },
        { name: 'price', value: feedPrice(item.shipping.price.amount, item.shipping.price.currency) },
      ],
    },
    ...field('item_group_id', item.itemGroupId),
    ...field('product_type', item.productType),
    ...field('size', item.size),
    ...field('color', item.color),
  ];
}

/** The columns of a Meta catalogue CSV, in order (Meta's field names). */
export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'brand',
  'mpn',
  'item_group_id',
  'shipping',
  'product_type',
  'size',
  'color',
] as const;
export type MetaColumn = (typeof META_COLUMNS)[number];

/** An item as a row of a Meta catalogue: every column a string (empty when the item has none). Shipping is COUNTRY:REGION:SERVICE:PRICE. */
export function metaRow(item: FeedItem): Record<MetaColumn, string> {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    availability: META_AVAILABILITY[item.availability],
    condition: item.condition,
    price: feedPrice(item.price.amount, item.price.currency),
    sale_price: item.salePrice === null ? '' : feedPrice(item.salePrice.amount, item.salePrice.currency),
    link: item.link,
    image_link: item.imageLink,
    brand: item.brand,
    mpn: item.mpn,
    item_group_id: item.itemGroupId,
    shipping: `${item.shipping.country}::${item.shipping.service.replace(/:/g, ' ')}:${feedPrice(item.shipping.price.amount, item.shipping.price.currency)}`,
    product_type: item.productType,
    size: item.size ?? '',
    color: item.color ?? '',
  };
}
