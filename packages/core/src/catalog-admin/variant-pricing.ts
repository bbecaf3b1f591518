import type { Currency } from '../money';
import type { PricingEntry, Product, ProductProperty, SinglePricing } from '../product';
import { allSelections, buildVariantSku, defaultSelection, variantPrice, type Selection } from '../variant';

/** A variant's new prices, minor units: what the shopper pays and the list price shown before the sale. */
export interface VariantPriceChange {
  price?: number;
  listPrice?: number;
}

interface Prices {
  price: number;
  listPrice: number;
}

/**
 * The product with some variants priced anew and every other variant charged what it was. The store prices a product
 * either from one list price, each option's `priceDiff` and one sale percent, or with one entry per sku; the new
 * pricing keeps the one-price form when it can charge exactly the asked prices (a list price moved by a size, the sale
 * percent kept), and otherwise becomes one entry per sku. Every restated figure (`price.amount`, the entries' totals,
 * the options' `priceDiff`) is written to say what the store charges, as the catalogue file requires.
 */
export function repriceVariants(product: Product, changes: ReadonlyMap<string, VariantPriceChange>): Product {
  const selections = allSelections(product.properties);
  const skuOf = (selection: Selection) => buildVariantSku(product.inventoryKey, product.properties, selection);
  const wanted = new Map<string, Prices>();
  for (const selection of selections) {
    const sku = skuOf(selection);
    const now = variantPrice(product, selection);
    const change = changes.get(sku);
    wanted.set(sku, { price: change?.price ?? now.price, listPrice: change?.listPrice ?? now.listPrice });
  }
  const currency = currencyOf(product.pricing);
  if (!Array.isArray(product.pricing)) {
    const single = fitSinglePrice(product, product.pricing, wanted, skuOf);
    if (single) return single;
  }
  return perSku(product, wanted, skuOf, currency);
}

function currencyOf(pricing: Product['pricing']): Currency {
  return Array.isArray(pricing) ? pricing[0]!.listPrice.currency : pricing.listPrice.currency;
}

/** The one-price form charging exactly the wanted prices with the product's sale percent, or null when none can. */
function fitSinglePrice(
  product: Product,
  pricing: SinglePricing,
  wanted: ReadonlyMap<string, Prices>,
  skuOf: (selection: Selection) => string,
): Product | null {
  const defaults = defaultSelection(product);
  const base = wanted.get(skuOf(defaults))!.listPrice;
  const properties = restatedDiffs(product.properties, defaults, (selection) => wanted.get(skuOf(selection))?.listPrice, base);
  const { discount } = pricing.price;
  const defaultPrice = base - Math.round((base * discount) / 100);
  const candidate: Product = {
    ...product,
    properties,
    pricing: {
      price: { ...pricing.price, amount: defaultPrice },
      listPrice: { ...pricing.listPrice, amount: base, discount },
    },
  };
  for (const selection of allSelections(properties)) {
    const charged = variantPrice(candidate, selection);
    const asked = wanted.get(charged.sku)!;
    if (charged.price !== asked.price || charged.listPrice !== asked.listPrice) return null;
  }
  return candidate;
}

/** One entry per sku (kept in the product's own entry order), each option's priceDiff restated from them. */
function perSku(
  product: Product,
  wanted: ReadonlyMap<string, Prices>,
  skuOf: (selection: Selection) => string,
  currency: Currency,
): Product {
  const money = (amount: number) => ({ amount, currency });
  const order = Array.isArray(product.pricing) ? product.pricing.map((entry) => entry.sku) : [];
  const skus = [...order.filter((sku) => wanted.has(sku)), ...[...wanted.keys()].filter((sku) => !order.includes(sku))];
  const pricing: PricingEntry[] = skus.map((sku) => {
    const { price, listPrice } = wanted.get(sku)!;
    return {
      sku,
      totalPrice: money(price),
      discountedPrice: money(price),
      totalValue: money(listPrice),
      listPrice: money(listPrice),
    };
  });
  const defaults = defaultSelection(product);
  const base = wanted.get(skuOf(defaults))!.listPrice;
  const properties = restatedDiffs(product.properties, defaults, (selection) => wanted.get(skuOf(selection))?.listPrice, base);
  return { ...product, properties, pricing };
}

/** Each option's priceDiff: what choosing it instead of the default adds to the list price. */
function restatedDiffs(
  properties: readonly ProductProperty[],
  defaults: Selection,
  listOf: (selection: Selection) => number | undefined,
  base: number,
): ProductProperty[] {
  return properties.map((property) => ({
    ...property,
    options: property.options.map((option) => {
      const list = listOf({ ...defaults, [property.name]: option.value });
      return list === undefined ? option : { ...option, priceDiff: list - base };
    }),
  }));
}

/**
 * The product's price fields restated from what it charges: a one-price product's `price.amount` and
 * `listPrice.discount` from its list price, options and sale percent; a per-sku product's totals and options'
 * `priceDiff` from its entries. An editor calls it before saving, so a person edits what the store charges and the
 * figures that only repeat it follow.
 */
export function restatePrices(product: Product): Product {
  return repriceVariants(product, new Map());
}
