import { deliveryTitle, MATTRESS_REMOVAL, SAME_DAY_DELIVERY, STANDARD_DELIVERY, WHITE_GLOVE_DELIVERY } from './delivery-names';
import type { BrandConfig } from '../brands';
import { formatMoney, type Currency } from '../money';
import type { Availability, Product } from '../product';
import { err, ok, type Result } from '../result';
import { FREE_SHIPPING_LABEL } from '../shipping-estimate';
import { shippingTime } from '../shipping-time';
import { selectionOf } from '../variant';
import { mattressPieces } from './recycling-fee';
import { resolveLine } from './resolve-line';
import type { SddInfo } from './same-day';
import { RECYCLING_FEE_PER_PIECE } from './tax';
import {
  isWhiteGloveName,
  removalFeeApplies,
  WHITE_GLOVE_EXTRA_ITEM,
  WHITE_GLOVE_FIRST_ITEM,
  whiteGloveFee,
} from './white-glove';
import { WGS_UNAVAILABLE_MESSAGE, wgsAvailableIn } from './wgs-availability';

/** Delivery option. `pricing` is what choosing it adds to the cart, with its label. */
export interface DeliveryOption {
  name: string;
  title: string;
  description: string;
  details: string;
  pricing: { price: { amount: number }; label: string };
  isDefault: boolean;
}

export { MATTRESS_REMOVAL, SAME_DAY_DELIVERY, STANDARD_DELIVERY, WHITE_GLOVE_DELIVERY };

/** What the delivery options read of a cart: its merchandise pieces (title, group, availability) and mattress count. */
export interface DeliveryCart {
  lines: Array<{ quantity: number; softGood: boolean; availability: Availability; title: string; group: string }>;
  /** The cart carries the white glove service line (or the white glove option was chosen). */
  hasWhiteGlove: boolean;
  mattressPieces: number;
}

/** The merchandise of stored lines as delivery reads it (service lines only say whether white glove is in the cart). */
export function deliveryCart(
  brand: Pick<BrandConfig, 'currency' | 'splitKingSecondBaseSurcharge'>,
  lines: ReadonlyArray<{ productId: string; properties: ReadonlyArray<{ name: string; value: string }>; quantity: number }>,
  products: ReadonlyMap<string, Product>,
  chosen: string | null,
): DeliveryCart {
  const cart: DeliveryCart = { lines: [], hasWhiteGlove: chosen === WHITE_GLOVE_DELIVERY, mattressPieces: 0 };
  for (const line of lines) {
    const product = products.get(line.productId);
    const selection = selectionOf(line.properties);
    const resolved = resolveLine(brand, product, selection);
    if (!product || !resolved.ok) continue;
    if (product.attributes.group === 'service') {
      cart.hasWhiteGlove ||= isWhiteGloveName(product.name);
      continue;
    }
    const softGood = product.attributes.markers.includes('soft-good');
    cart.lines.push({
      quantity: line.quantity,
      softGood,
      availability: resolved.line.availability,
      title: product.title,
      group: product.attributes.group,
    });
    cart.mattressPieces += mattressPieces(product, selection, line.quantity);
  }
  return cart;
}

/** GET /orders/wgs white-glove prices: basePrice counts every piece, discountedPrice frees soft goods. */
export function wgsPrices(cart: DeliveryCart): { basePrice: number; discountedPrice: number } {
  return {
    basePrice: whiteGloveFee(cart.lines.map((l) => ({ quantity: l.quantity, softGood: false }))),
    discountedPrice: whiteGloveFee(cart.lines),
  };
}

export interface DeliveryOptionsInput {
  shipping: BrandConfig['shipping'];
  cart: DeliveryCart;
  region: { country: 'US' | 'CA'; state: string } | null;
  currency: Currency;
  /** Same-day delivery for the cart, its ZIP and the moment (core sameDayInfo); absent or unavailable: not offered. */
  sameDay?: SddInfo;
}

/** What the standard option says beside its time: how the shopper follows the parcel. */
export const STANDARD_DELIVERY_DETAILS = 'We email a tracking link as soon as your order ships.';

/**
 * Delivery options of a cart and region: free standard shipping ('Free shipping', and when it ships: the
 * cart's window through core shippingTime, by freight and longer to Alaska and Hawaii), same-day delivery at its fee
 * when the same-day rule says it is available (its cut-off in the brand's words), white glove at its price where
 * crews deliver and something needs carrying in, and old mattress removal with white glove in the states whose
 * mattress recycling fee pays for it (CA, RI, CT).
 */
export function deliveryOptions(input: DeliveryOptionsInput): DeliveryOption[] {
  const { shipping, cart, region, currency } = input;
  const availabilities = cart.lines.map((l) => l.availability);
  const options: DeliveryOption[] = [
    {
      name: STANDARD_DELIVERY,
      title: deliveryTitle(STANDARD_DELIVERY),
      description: shippingTime({ shipping, availabilities, region }).text,
      details: STANDARD_DELIVERY_DETAILS,
      pricing: { price: { amount: 0 }, label: FREE_SHIPPING_LABEL },
      isDefault: true,
    },
  ];
  const sameDay = input.sameDay;
  if (sameDay?.available === true && sameDay.fee !== null)
    options.push({
      name: SAME_DAY_DELIVERY,
      title: deliveryTitle(SAME_DAY_DELIVERY),
      description: sameDay.cutoff ?? '',
      details: `Delivered today by our local team in ${sameDay.zone ?? 'your area'}.`,
      pricing: { price: { amount: sameDay.fee }, label: formatMoney({ amount: sameDay.fee, currency }) },
      isDefault: false,
    });
  const fee = whiteGloveFee(cart.lines);
  if (fee === 0 || (region !== null && !wgsAvailableIn(region.state, region.country))) return options;
  options.push({
    name: WHITE_GLOVE_DELIVERY,
    title: deliveryTitle(WHITE_GLOVE_DELIVERY),
    description: 'Two-person in-home delivery and setup, packaging taken away.',
    details: `${shippingTime({ shipping, availabilities, region, whiteGlove: true }).text} ${whiteGloveFeesText(currency)}`,
    pricing: { price: { amount: fee }, label: formatMoney({ amount: fee, currency }) },
    isDefault: false,
  });
  if (region === null || cart.mattressPieces === 0 || !removalFeeApplies(region.state)) return options;
  const state = region.state.toUpperCase() as keyof typeof RECYCLING_FEE_PER_PIECE;
  options.push({
    name: MATTRESS_REMOVAL,
    title: deliveryTitle(MATTRESS_REMOVAL),
    description: 'With white glove delivery, the crew takes your old mattress away for recycling.',
    details: `Paid by the ${state} mattress recycling fee already in your cart (${formatMoney({ amount: RECYCLING_FEE_PER_PIECE[state], currency })} per mattress).`,
    pricing: { price: { amount: 0 }, label: 'Included' },
    isDefault: false,
  });
  return options;
}

/** White glove fees as the option states them, in the store's currency ("CA$149 ..." on a Canadian store). */
function whiteGloveFeesText(currency: Currency): string {
  const money = (amount: number) => formatMoney({ amount, currency });
  return `${money(WHITE_GLOVE_FIRST_ITEM)} for the first item, ${money(WHITE_GLOVE_EXTRA_ITEM)} for each additional item; soft goods add no fee.`;
}

/**
 * The shopper's choice must be one of the options; removal comes only with white glove where it is offered;
 * same-day delivery only while the same-day rule offers it (its reason as the message).
 */
export function checkDeliveryChoice(
  options: readonly DeliveryOption[],
  choice: { name: string; withMattressRemoval: boolean },
  /** The same-day answer the options were made with: its message says why same-day delivery cannot be chosen. */
  sameDay?: SddInfo,
): Result<{ deliveryOption: string | null; withMattressRemoval: boolean }> {
  if (!options.some((o) => o.name === choice.name && o.name !== MATTRESS_REMOVAL)) {
    if (choice.name === WHITE_GLOVE_DELIVERY) return err('PRECONDITION_FAILED', WGS_UNAVAILABLE_MESSAGE);
    if (choice.name === SAME_DAY_DELIVERY && sameDay?.message) return err('BAD_REQUEST', sameDay.message, 'same-day-unavailable');
    return err('BAD_REQUEST', 'Please choose one of the delivery options');
  }
  const removal = options.some((o) => o.name === MATTRESS_REMOVAL) && choice.name === WHITE_GLOVE_DELIVERY;
  if (choice.withMattressRemoval && !removal)
    return err('BAD_REQUEST', 'Mattress removal comes with white glove delivery in CA, RI and CT');
  return ok({
    deliveryOption: choice.name === STANDARD_DELIVERY ? null : choice.name,
    withMattressRemoval: choice.withMattressRemoval,
  });
}

/**
 * After a region change: a white glove choice does not survive a move to a state without crews, nor removal a
 * move out of CA, RI and CT; both fall back (standard shipping, no removal).
 */
export function deliveryChoiceAfterMove(
  choice: { deliveryOption: string | null; withMattressRemoval: boolean },
  region: { country: 'US' | 'CA'; state: string },
): { deliveryOption: string | null; withMattressRemoval: boolean } {
  if (choice.deliveryOption !== null && !wgsAvailableIn(region.state, region.country))
    return { deliveryOption: null, withMattressRemoval: false };
  return {
    deliveryOption: choice.deliveryOption,
    withMattressRemoval: choice.withMattressRemoval && removalFeeApplies(region.state),
  };
}
