import {
  excludedGiftLines,
  giftUnitsPerParent,
  isWhiteGloveName,
  priceLines,
  cartTotals,
  sortProperties,
  whiteGloveFee,
  type BrandConfig,
  type Cart,
  type CartExtra,
  type CartItem,
  type CartLineInput,
  type CouponRule,
  type Product,
  type ProductGroup,
  type UpsellItem,
  selectionOf,
} from '@store/core';
import type { CartLineRow, CartRow } from '../../db/repositories/carts';
import { isBackOrder, resolveLine, type ResolvedLine } from './resolve-line';
import { regionExtras } from './region-extras';
import { extra } from './cart-extra';

export interface AssembleInput {
  cart: CartRow;
  lines: readonly CartLineRow[];
  products: ReadonlyMap<string, Product>;
  coupon: CouponRule | null;
  brand: BrandConfig;
  /** Percent off a child line of this product when attached to a parent of that group (gifts with purchase). */
  giftDiscount: (productId: string, parentGroup: ProductGroup) => number;
  /** The brand's upsell catalogue: gift offers that exclude each other, and gift units per parent unit (core gift-offers). */
  giftOffers: readonly UpsellItem[];
}

export interface Assembled {
  cart: Cart;
  /** Lines that can no longer be sold (out of stock, gone, invalid, orphaned): SPEC §4 removes them. */
  unsellable: string[];
}

interface Kept {
  row: CartLineRow;
  product: Product;
  resolved: ResolvedLine;
}

/** Builds the SPEC §3 Cart from stored lines and the catalogue: every price is computed here, never taken from a client. */
export function assembleCart(input: AssembleInput): Assembled {
  const unsellable: string[] = [];
  const kept: Kept[] = [];
  for (const row of input.lines) {
    const product = input.products.get(row.productId);
    const result = resolveLine(input.brand.key, product, selectionOf(row.properties));
    if (!result.ok || !product) unsellable.push(row.itemIdentifier);
    else kept.push({ row, product, resolved: result.line });
  }
  // A parent is a top-level merchandise line; a child of a service line (or of a child) has no place in the cart.
  const topLevel = new Map(
    kept.filter((k) => k.row.forItem === null && k.product.attributes.group !== 'service').map((k) => [k.row.itemIdentifier, k]),
  );
  const lines = kept.filter((k) => {
    if (k.row.forItem === null || topLevel.has(k.row.forItem)) return true;
    unsellable.push(k.row.itemIdentifier);
    return false;
  });
  const services = lines.filter((k) => k.product.attributes.group === 'service');
  const merchandise = sortLines(lines.filter((k) => k.product.attributes.group !== 'service'));
  const inputs: CartLineInput[] = withGiftUnits(merchandise, topLevel, input.giftDiscount, input.giftOffers);
  const priced = priceLines(inputs, input.coupon);
  const items = merchandise.map((k, i) => toCartItem(k, priced[i]!));
  const extras = [
    ...serviceExtras(services, merchandise, input.brand),
    ...regionExtras(input.cart, merchandise, priced, input.brand),
  ];
  const totals = cartTotals(
    priced,
    extras.map((e) => ({ amount: e.pricing.price.amount })),
  );
  const cart: Cart = {
    id: input.cart.id,
    items,
    extras,
    itemsCount: items.reduce((n, item) => n + item.quantity, 0),
    totalPrice: { amount: totals.totalPrice },
    totalDiscount: { amount: totals.totalDiscount },
    totalValue: { amount: totals.totalValue },
    totalSavings: { amount: totals.totalSavings },
    couponDetails: input.coupon ? { code: input.coupon.code } : null,
    metadata: { reqShippingDate: input.cart.reqShippingDate, reqDeliveryDate: input.cart.reqDeliveryDate },
    historyLog: input.cart.historyLog,
    currency: input.brand.currency,
    preventAddingCoupon: input.cart.preventAddingCoupon,
    region: input.cart.region,
  };
  return { cart, unsellable };
}

/** SPEC §4: the cart is sorted: each top-level line in the order added, followed by its children. */
function sortLines(lines: Kept[]): Kept[] {
  const byPosition = [...lines].sort((a, b) => a.row.position - b.row.position);
  return byPosition
    .filter((k) => k.row.forItem === null)
    .flatMap((parent) => [parent, ...byPosition.filter((k) => k.row.forItem === parent.row.itemIdentifier)]);
}

/**
 * A gift is discounted for as many units as its parent has, shared by every child line of that product under the
 * parent: free sheets in two colours under one mattress give one free set, not two. Lines take the units in cart order.
 */
function withGiftUnits(
  lines: readonly Kept[],
  parents: ReadonlyMap<string, Kept>,
  giftDiscount: AssembleInput['giftDiscount'],
  giftOffers: AssembleInput['giftOffers'],
): CartLineInput[] {
  const left = new Map<string, number>();
  // Core gift-offers: offers that exclude each other never both count under one parent; the first in cart order does.
  const excluded = excludedGiftLines(
    lines.map((k) => ({
      itemIdentifier: k.row.itemIdentifier,
      productId: k.product.id,
      forItem: k.row.forItem,
      parentGroup: (k.row.forItem ? parents.get(k.row.forItem)?.product.attributes.group : undefined) ?? null,
    })),
    giftOffers,
  );
  return lines.map((k) => {
    const found = toLineInput(k, parents, giftDiscount, giftOffers);
    const input = excluded.has(k.row.itemIdentifier) ? { ...found, giftDiscount: 0 } : found;
    if (k.row.forItem === null || input.giftDiscount === 0) return { ...input, giftUnits: 0 };
    const key = `${k.row.forItem} ${k.product.id}`;
    const available = left.get(key) ?? input.giftUnits ?? 0;
    const units = input.pairPricing ? Math.ceil(k.row.quantity / 2) : k.row.quantity;
    left.set(key, Math.max(0, available - units));
    return { ...input, giftUnits: Math.min(units, available) };
  });
}

function toLineInput(
  k: Kept,
  parents: ReadonlyMap<string, Kept>,
  giftDiscount: AssembleInput['giftDiscount'],
  giftOffers: AssembleInput['giftOffers'],
): CartLineInput {
  const parent = k.row.forItem ? parents.get(k.row.forItem) : undefined;
  return {
    itemIdentifier: k.row.itemIdentifier,
    group: k.product.attributes.group,
    quantity: k.row.quantity,
    unitPrice: k.resolved.unitPrice,
    unitListPrice: k.resolved.unitListPrice,
    pairPricing: k.resolved.pairPricing,
    surcharge: k.resolved.surcharge,
    giftDiscount: parent ? giftDiscount(k.product.id, parent.product.attributes.group) : 0,
    // Each parent unit brings the offer's units (free pillows: a pair).
    giftUnits: parent ? parent.row.quantity * giftUnitsPerParent(giftOffers, k.product.id, parent.product.attributes.group) : 0,
  };
}

function toCartItem(k: Kept, p: ReturnType<typeof priceLines>[number]): CartItem {
  const { product, row, resolved } = k;
  return {
    itemIdentifier: row.itemIdentifier,
    sku: resolved.sku,
    product: {
      id: product.id,
      name: product.name,
      title: product.title,
      inventoryKey: product.inventoryKey,
      relatedProducts: product.content.relatedProducts,
      group: product.attributes.group,
      url: product.metadata.url,
      image: product.mediaCollection[0]?.thumbUrl ?? null,
    },
    properties: sortProperties(row.properties),
    quantity: row.quantity,
    forItem: row.forItem,
    fulfillmentStatus: isBackOrder(resolved.availability) ? 'backorder' : 'pending',
    extras: [],
    parcelDimensions: product.skuData[resolved.sku]?.parcelDimensions ?? null,
    discount: p.discount,
    priceAfterDiscount: p.priceAfterDiscount,
    pricing: {
      price: { amount: p.price },
      breakdown: { couponDiscount: { amount: p.couponDiscount } },
      profilePrice: { amount: p.profilePrice },
    },
  };
}

/** Service lines become extras; white glove is priced by SPEC §5 ($149 first item, $45 each extra, soft goods free). */
function serviceExtras(services: Kept[], merchandise: Kept[], brand: BrandConfig): CartExtra[] {
  const extras: CartExtra[] = [];
  const whiteGlove = services.find((s) => isWhiteGloveName(s.product.name));
  if (whiteGlove) {
    // Every piece is carried in, add-ons (a frame, a nightstand) as much as the mattress; soft goods add no fee.
    const pieces = merchandise.map((k) => ({
      quantity: k.row.quantity,
      softGood: k.product.attributes.markers.includes('soft-good'),
    }));
    extras.push(
      extra(
        whiteGlove.resolved.sku,
        whiteGlove.product.name,
        'White glove delivery',
        'white-glove',
        whiteGloveFee(pieces),
        brand,
      ),
    );
  }
  for (const s of services.filter((x) => !isWhiteGloveName(x.product.name))) {
    extras.push(extra(s.resolved.sku, s.product.name, s.product.title, 'service', s.resolved.unitPrice * s.row.quantity, brand));
  }
  return extras;
}
