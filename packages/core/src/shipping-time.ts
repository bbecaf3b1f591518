import type { BrandConfig } from './brands';
import { regionTransit, windowForRegion } from './cart/region-transit';
import type { Availability } from './product';
import { shippingEstimateText, shippingWindowFor, TWENTY_FOUR_HOUR_ESTIMATE, type ShippingWindow } from './shipping-estimate';

export interface ShippingTimeInput {
  /** The brand registry's carrier and window: what an order ships in when no sku's own window is stated. */
  shipping: BrandConfig['shipping'];
  /** The catalogue availability of the skus stated about (the chosen variant, a cart's lines): the slowest decides. */
  availabilities?: readonly Availability[];
  /** A window already worked out (an ordered line's); wins over availabilities. */
  window?: ShippingWindow;
  /** The white glove windows, as white glove delivery ships. */
  whiteGlove?: boolean;
  /** The shipping region where known: Alaska and Hawaii ship by freight, with their extra days (region-transit.ts). */
  region?: { country: string; state: string } | null;
}

export interface ShippingTime {
  window: ShippingWindow;
  /** How it travels: 'by ground carrier', 'through our partners', 'to Hawaii by ocean freight'. */
  via: string;
  /** The time stated: '2 - 3 business days', or '24 Hours!'. */
  when: string;
  /** The sentence around `when`, so a page can emphasise it: lead + when + end is `text`. */
  lead: string;
  end: string;
  /** 'Ships by ground carrier in 2 - 3 business days.' */
  text: string;
}

/** The brand registry's window as a delivery window: 1 - 1 is 24-hour shipping, as it is for a sku. */
function brandWindow(shipping: BrandConfig['shipping']): ShippingWindow {
  return { from: shipping.from, to: shipping.to, twentyFourHour: shipping.from === 1 && shipping.to === 1 };
}

function viaOf(input: ShippingTimeInput, transitVia: string | undefined): string {
  if (transitVia !== undefined) return transitVia;
  if (input.whiteGlove === true) return 'with white glove delivery';
  return input.shipping.carrier === 'partner' ? 'through our partners' : 'by ground carrier';
}

/**
 * The one statement of when an order ships, for every page that states a time (home, content pages, product page,
 * cart, checkout, order lines): the window is data (a stated window, else the skus' catalogue availability, else the
 * brand registry's window), moved by the region's freight days; its text is the estimate ('from - to' business
 * days, '24 Hours!').
 */
export function shippingTime(input: ShippingTimeInput): ShippingTime {
  const transit = regionTransit(input.region ?? null);
  const own = input.window ?? shippingWindowFor(input.availabilities ?? [], { whiteGlove: input.whiteGlove });
  const window = windowForRegion(own ?? brandWindow(input.shipping), transit) ?? brandWindow(input.shipping);
  const estimate = shippingEstimateText(window);
  const when = estimate === TWENTY_FOUR_HOUR_ESTIMATE ? estimate : `${estimate} business days`;
  const via = viaOf(input, transit?.via);
  const lead = `Ships ${via} in `;
  const end = when.endsWith('!') ? '' : '.';
  return { window, via, when, lead, end, text: `${lead}${when}${end}` };
}
