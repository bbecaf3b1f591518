import type { BrandConfig } from '../brands';
import type { ProductGroup } from '../product';
import { sortProperties } from '../properties';
import { selectionOf, type Selection } from '../variant';
import { cartExtra } from './cart-extra';
import { cartLineImage, type CartProduct } from './line-image';
import type { Cart, CartExtra, CartItem } from './cart-schema';
import type { CouponRule } from './coupon-rule';
import type { GiftOffer } from '../gift-offers';
import { withPartDeals } from '../collections/bound-part-terms';
import type { BundlePage } from '../collections/collection-schema';
import { giftTerms } from './gift';
import { cartTotals, priceLines, type CartLineInput, type PricedLine } from './pricing';
import { mattressPieces } from './recycling-fee';
import { regionExtras } from './region-extras';
import { resolveLine, type ResolvedLine } from './resolve-line';
import { isBackOrder } from './sellable';
import { isWhiteGloveName, removalFeeApplies, whiteGloveFee } from './white-glove';
import { deliveryTitle, MATTRESS_REMOVAL, SAME_DAY_DELIVERY, STANDARD_DELIVERY, WHITE_GLOVE_DELIVERY } from './delivery-names';

/** A cart line as stored: what the shopper chose, never a price. */
export interface StoredLine {
  itemIdentifier: string;
  productId: string;
  properties: ReadonlyArray<{ name: string; value: string }>;
  /** Stored quantity: a split-king mattress counts its twin XL halves (see storedQuantity). */
  quantity: number;
  forItem: string | null;
  /** Order added, for sorting the cart (each top-level line in the order added, its children after it). */
  position: number;
  /** The bundle page this line is the base of, when the bundle was added as one (its parts then take its prices). */
  bundleId?: string | null;
}

/** The stored cart fields the assembly reads. */
export interface StoredCart {
  id: string;
  region: { country: string; state: string; zip: string | null } | null;
  reqShippingDate: string | null;
  reqDeliveryDate: string | null;
  historyLog: Cart['historyLog'];
  preventAddingCoupon: boolean;
  /** The chosen delivery option (absent or null: standard shipping) and old mattress removal with it. */
  deliveryOption?: string | null;
  withMattressRemoval?: boolean;
}

export interface AssembleInput {
  cart: StoredCart;
  lines: readonly StoredLine[];
  /** The products by id, with the store's photos (a line's image follows its colour: cartLineImage). */
  products: ReadonlyMap<string, CartProduct>;
  coupon: CouponRule | null;
  brand: Pick<BrandConfig, 'currency' | 'splitKingSecondBaseSurcharge'>;
  /** Percent off a child line of this product when attached to a parent of that group (gifts with purchase). */
  giftDiscount: (productId: string, parentGroup: ProductGroup) => number;
  /** The brand's gift offers: offers that exclude each other, and gift units per parent unit (free pillows: a pair). */
  giftOffers: readonly GiftOffer[];
  /** The brand's bundle pages by product id: the parts bound to a line added as that bundle take its prices (absent: none). */
  bundlePages?: ReadonlyMap<string, BundlePage>;
  /**
   * The fee of same-day delivery when the same-day rule offers it to this cart now (minor units); absent or null: not
   * offered, and a stored same-day choice is priced as standard shipping.
   */
  sameDayFee?: number | null;
}

/** The shipping extra of a same-day order: its fee in place of free shipping. */
export const SAME_DAY_SKU = 'SAMEDAY';

export interface Assembled {
  cart: Cart;
  /** Lines that can no longer be sold (out of stock, gone, invalid, orphaned): the cart removes them. */
  unsellable: string[];
}

interface Kept {
  line: StoredLine;
  product: CartProduct;
  selection: Selection;
  resolved: ResolvedLine;
}

/**
 * Builds the Cart from stored lines and the catalogue: every price is computed here, never taken from a client.
 * Tax is not: the caller adds the tax provider's quote for the cart's address with withTax (cart-tax.ts).
 */
export function assembleCart(input: AssembleInput): Assembled {
  const unsellable: string[] = [];
  const kept: Kept[] = [];
  for (const line of input.lines) {
    const product = input.products.get(line.productId);
    const selection = selectionOf(line.properties);
    const result = resolveLine(input.brand, product, selection);
    if (!result.ok || !product) unsellable.push(line.itemIdentifier);
    else kept.push({ line, product, selection, resolved: result.line });
  }
  // A parent is a top-level merchandise line; a child of a service line (or of a child) has no place in the cart.
  const parents = new Map(
    kept
      .filter((k) => k.line.forItem === null && k.product.attributes.group !== 'service')
      .map((k) => [k.line.itemIdentifier, k]),
  );
  const lines = kept.filter((k) => {
    if (k.line.forItem === null || parents.has(k.line.forItem)) return true;
    unsellable.push(k.line.itemIdentifier);
    return false;
  });
  const services = lines.filter((k) => k.product.attributes.group === 'service');
  const merchandise = sortLines(lines.filter((k) => k.product.attributes.group !== 'service'));
  const priced = priceLines(lineInputs(merchandise, parents, input), input.coupon);
  const sameDayFee = input.cart.deliveryOption === SAME_DAY_DELIVERY ? (input.sameDayFee ?? null) : null;
  const deliveryOption =
    input.cart.deliveryOption === SAME_DAY_DELIVERY && sameDayFee === null ? null : input.cart.deliveryOption;
  const items = merchandise.map((k, i) => toCartItem(k, priced[i]!));
  const extras = [
    ...serviceExtras(services, merchandise, input.cart, input.brand.currency),
    ...(merchandise.length === 0
      ? []
      : regionExtras({
          region: input.cart.region,
          reqDeliveryDate: input.cart.reqDeliveryDate,
          mattressPieces: merchandise.reduce((n, k) => n + mattressPieces(k.product, k.selection, k.line.quantity), 0),
          currency: input.brand.currency,
          ...(sameDayFee === null
            ? {}
            : {
                shipping: {
                  sku: SAME_DAY_SKU,
                  name: SAME_DAY_DELIVERY,
                  title: deliveryTitle(SAME_DAY_DELIVERY),
                  amount: sameDayFee,
                },
              }),
        })),
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
    deliveryOption: {
      name: deliveryOption ?? STANDARD_DELIVERY,
      withMattressRemoval: input.cart.withMattressRemoval ?? false,
    },
    // The tax provider's quote is added after pricing (cart-tax.ts withTax); until then it is not known.
    taxStatus: 'at-checkout',
  };
  return { cart, unsellable };
}

/** The cart is sorted: each top-level line in the order added, followed by its children. */
function sortLines(lines: Kept[]): Kept[] {
  const byPosition = [...lines].sort((a, b) => a.line.position - b.line.position);
  return byPosition
    .filter((k) => k.line.forItem === null)
    .flatMap((parent) => [parent, ...byPosition.filter((k) => k.line.forItem === parent.line.itemIdentifier)]);
}

/**
 * The pricing inputs of each line, with the gift rules (core giftTerms: units tied to the parent's sets, value to its size)
 * and the collection and bundle deals of bound pieces (withPartDeals).
 */
function lineInputs(lines: readonly Kept[], parents: ReadonlyMap<string, Kept>, input: AssembleInput): CartLineInput[] {
  const asGiftLine = (k: Kept) => ({
    itemIdentifier: k.line.itemIdentifier,
    product: k.product,
    selection: k.selection,
    quantity: k.line.quantity,
    forItem: k.line.forItem,
    pairPricing: k.resolved.pairPricing,
  });
  const giftLines = lines.map(asGiftLine);
  const giftParents = new Map([...parents].map(([id, parent]) => [id, asGiftLine(parent)]));
  const dealParents = new Map(
    [...parents].map(([id, parent]) => [id, { ...asGiftLine(parent), bundleId: parent.line.bundleId ?? null }]),
  );
  // Collection items and bundle parts are priced by their deal, every other child by the gift rules.
  const terms = withPartDeals(
    giftTerms(input.brand, giftLines, giftParents, input.giftOffers, input.giftDiscount),
    giftLines,
    dealParents,
    input.bundlePages ?? new Map(),
  );
  return lines.map((k, i) => {
    const { discount, units, valueCap } = terms[i]!;
    return {
      itemIdentifier: k.line.itemIdentifier,
      group: k.product.attributes.group,
      productId: k.product.id,
      quantity: k.line.quantity,
      unitPrice: k.resolved.unitPrice,
      unitListPrice: k.resolved.unitListPrice,
      pairPricing: k.resolved.pairPricing,
      surcharge: k.resolved.surcharge,
      giftDiscount: discount,
      giftUnits: units,
      ...(valueCap === undefined ? {} : { giftValueCap: valueCap }),
    };
  });
}

function toCartItem(k: Kept, p: PricedLine): CartItem {
  const { product, line, resolved } = k;
  return {
    itemIdentifier: line.itemIdentifier,
    sku: resolved.sku,
    product: {
      id: product.id,
      name: product.name,
      title: product.title,
      inventoryKey: product.inventoryKey,
      relatedProducts: product.content.relatedProducts,
      group: product.attributes.group,
      url: product.metadata.url,
      image: cartLineImage(product, line.properties),
    },
    properties: sortProperties([...line.properties]),
    quantity: line.quantity,
    forItem: line.forItem,
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

/** Service lines become extras; white glove is priced per item ($149 first item, $45 each extra, soft goods free). */
function serviceExtras(services: Kept[], merchandise: Kept[], cart: StoredCart, currency: BrandConfig['currency']): CartExtra[] {
  const extras: CartExtra[] = [];
  const line = services.find((s) => isWhiteGloveName(s.product.name));
  // White glove comes from its service line or from the chosen delivery option; either way it is one extra.
  const whiteGlove = line
    ? { sku: line.resolved.sku, name: line.product.name }
    : cart.deliveryOption === WHITE_GLOVE_DELIVERY
      ? { sku: 'WGSFIRST', name: WHITE_GLOVE_DELIVERY }
      : null;
  if (whiteGlove) {
    // Every piece is carried in, add-ons (a frame, a nightstand) as much as the mattress; soft goods add no fee.
    const fee = whiteGloveFee(
      merchandise.map((k) => ({ quantity: k.line.quantity, softGood: k.product.attributes.markers.includes('soft-good') })),
    );
    extras.push(cartExtra(whiteGlove.sku, whiteGlove.name, 'White glove delivery', 'white-glove', fee, currency));
  }
  // Removal rides with white glove in the states whose mattress recycling fee (its own extra) pays for it.
  if (whiteGlove && cart.withMattressRemoval === true && removalFeeApplies(cart.region?.state))
    extras.push(cartExtra('MATTREMOVAL', MATTRESS_REMOVAL, 'Old mattress removal', 'service', 0, currency));
  for (const s of services.filter((x) => !isWhiteGloveName(x.product.name))) {
    extras.push(
      cartExtra(s.resolved.sku, s.product.name, s.product.title, 'service', s.resolved.unitPrice * s.line.quantity, currency),
    );
  }
  return extras;
}
