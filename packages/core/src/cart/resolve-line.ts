import type { BrandConfig } from '../brands';
import type { Availability, Product } from '../product';
import { buildVariantSku, validateSelection, variantPrice, type Selection } from '../variant';
import { isSellable } from './sellable';
import { pairPricedSelection } from './split-king';
import { splitKingBaseSurcharge } from './split-king-base-surcharge';

/** A line priced from the catalogue: nothing here comes from the client. */
export interface ResolvedLine {
  sku: string;
  unitPrice: number;
  unitListPrice: number;
  pairPricing: boolean;
  surcharge: number;
  availability: Availability;
}

export const PRODUCT_NOT_FOUND = 'Product not found';
export const NO_LONGER_AVAILABLE = 'This item is no longer available';

export type LineProblem = typeof PRODUCT_NOT_FOUND | typeof NO_LONGER_AVAILABLE | string;

type Pricing = Pick<BrandConfig, 'splitKingSecondBaseSurcharge'>;

/** What pricing a line reads of its product (a product page sends no more of a piece to the browser). */
export type ResolvableProduct = Pick<Product, 'inventoryKey' | 'properties' | 'pricing' | 'availability' | 'attributes'>;

/** Price of one unit of a variant as the cart charges it (a split-king pair counts as one unit), availability aside. */
export function unitValue(brand: Pricing, product: ResolvableProduct, selection: Selection): number {
  const { pairPricing, priced } = pairPricedSelection(product, selection);
  const { price } = variantPrice(product, priced);
  return (pairPricing ? 2 : 1) * price + splitKingBaseSurcharge(brand, product, selection);
}

/**
 * Resolves a line against the catalogue: the full, valid property set, the variant's sku and price, the
 * split king rule (a mattress in Split King is two Twin XL at twice the Twin XL price) and the second-base surcharge.
 */
export function resolveLine(
  brand: Pricing,
  product: ResolvableProduct | undefined,
  selection: Selection,
): { ok: true; line: ResolvedLine } | { ok: false; problem: LineProblem } {
  if (!product) return { ok: false, problem: PRODUCT_NOT_FOUND };
  const valid = validateSelection(product, selection);
  if (!valid.ok) return { ok: false, problem: valid.error.message };
  const soldOut = product.properties.some((p) => p.options.some((o) => o.value === selection[p.name] && o.outOfStock));
  if (soldOut) return { ok: false, problem: NO_LONGER_AVAILABLE };
  const { pairPricing, priced } = pairPricedSelection(product, selection);
  const sku = buildVariantSku(product.inventoryKey, product.properties, priced);
  const availability = product.availability[sku];
  if (!availability || !isSellable(availability)) return { ok: false, problem: NO_LONGER_AVAILABLE };
  const { price, listPrice } = variantPrice(product, priced);
  const surcharge = splitKingBaseSurcharge(brand, product, selection);
  return { ok: true, line: { sku, unitPrice: price, unitListPrice: listPrice, pairPricing, surcharge, availability } };
}
