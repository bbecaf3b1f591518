import type { Availability, Product, ProductProperty } from '@store/core/product';
import { sortProperties } from '@store/core/properties';
import { buildVariantSku, type Selection } from '@store/core/variant';
import { isBackOrder, isSellable } from '@store/core/cart/sellable';

/** The product fields the configurator needs; small enough to send to the client island. */
export type ConfigurableProduct = Pick<Product, 'id' | 'inventoryKey' | 'properties' | 'pricing' | 'availability'>;

// Sellable and back-order are core's rules (a zod-free module, so the product page ships no schemas); the
// configurator's modules take them from here.
export { isBackOrder, isSellable };

export interface OptionState {
  value: string;
  title: string;
  /** Out of stock (the option's flag) or the variant it leads to, with the other choices kept, is not sellable. */
  disabled: boolean;
}

export interface PropertyState {
  name: string;
  title: string;
  options: OptionState[];
}

/** Each property in its fixed sort order with its options, disabled when choosing them would land on an unsellable variant. */
export function propertyStates(product: ConfigurableProduct, selection: Selection): PropertyState[] {
  return sortProperties(product.properties).map((property: ProductProperty) => ({
    name: property.name,
    title: property.title,
    options: property.options.map((option) => {
      const sku = buildVariantSku(product.inventoryKey, product.properties, { ...selection, [property.name]: option.value });
      return { value: option.value, title: option.title, disabled: option.outOfStock || !isSellable(product.availability[sku]) };
    }),
  }));
}

/** The chosen variant's sku and availability. */
export function chosenVariant(
  product: ConfigurableProduct,
  selection: Selection,
): { sku: string; availability: Availability | undefined } {
  const sku = buildVariantSku(product.inventoryKey, product.properties, selection);
  return { sku, availability: product.availability[sku] };
}

/** Keeps the values of `preferred` that are valid options of the product, on top of the base selection. */
export function mergeValidSelection(
  product: Pick<Product, 'properties'>,
  base: Selection,
  preferred: Record<string, unknown>,
): Selection {
  const merged: Selection = { ...base };
  for (const property of product.properties) {
    const value = preferred[property.name];
    if (typeof value === 'string' && property.options.some((o) => o.value === value)) merged[property.name] = value;
  }
  return merged;
}
