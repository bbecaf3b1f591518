import type { Availability, Product } from '../product';
import { allSelections, buildVariantSku, variantPrice } from '../variant';

/** What a variant without an availability row is taken to be: not sold (the storefront treats it so). */
export const NO_AVAILABILITY: Availability = {
  isActive: false,
  isInStock: false,
  isBackOrderAllowed: false,
  shippingFrom: 0,
  shippingTo: 0,
  wgsShippingFrom: 0,
  wgsShippingTo: 0,
};

/** One sellable variant of a product as the bulk price table shows it: what it is, what it costs, whether it sells. */
export interface VariantRow extends Availability {
  productId: string;
  productTitle: string;
  group: string;
  sku: string;
  /** The chosen option of each property, in the product's property order. */
  options: Array<{ name: string; value: string; title: string }>;
  /** What the shopper pays, minor units. */
  price: number;
  /** The price before the sale (shown struck through), minor units. */
  listPrice: number;
  /** A bundle page's price follows its parts: it is not edited here. */
  priceFromParts: boolean;
  /** Whether the product has an availability row for this sku. */
  hasAvailability: boolean;
}

/** Every variant of a product (each combination of its options), with its price as the store charges it. */
export function variantRowsOf(product: Product): VariantRow[] {
  return allSelections(product.properties).map((selection) => {
    const sku = buildVariantSku(product.inventoryKey, product.properties, selection);
    const charged = variantPrice(product, selection);
    const availability = product.availability[sku];
    return {
      productId: product.id,
      productTitle: product.title,
      group: product.attributes.group,
      sku,
      options: product.properties.map((property) => {
        const option = property.options.find((o) => o.value === selection[property.name]);
        return { name: property.name, value: option?.value ?? '', title: option?.title ?? '' };
      }),
      price: charged.price,
      listPrice: charged.listPrice,
      priceFromParts: product.bundlePage !== undefined,
      hasAvailability: availability !== undefined,
      ...(availability ?? NO_AVAILABILITY),
    };
  });
}

/** "Size Queen, Color Grey" for a row; "(one variant)" for a product without options. */
export function optionsText(row: Pick<VariantRow, 'options'>): string {
  return row.options.length === 0 ? '(one variant)' : row.options.map((o) => `${o.name} ${o.title || o.value}`).join(', ');
}
