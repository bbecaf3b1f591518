/** Delivery option names (zod-free, so the storefront's shipping step imports them by path). */
export const STANDARD_DELIVERY = 'standard-shipping';
/** White-glove names contain '-white-glove' (the same name as the white glove service product). */
export const WHITE_GLOVE_DELIVERY = 'mattress-white-glove';
export const MATTRESS_REMOVAL = 'mattress-removal';
/** Delivered the day it is ordered, by a brand's local team, where the brand's same-day data says (same-day-data.ts). */
export const SAME_DAY_DELIVERY = 'same-day-delivery';
/** The delivery estimate of a same-day order, as its order answers, page and confirmation say it. */
export const SAME_DAY_ESTIMATE = 'Today';

/** What a shopper reads for each delivery option (the shipping step's options and the review step's summary). */
export const DELIVERY_TITLES: Readonly<Record<string, string>> = {
  [STANDARD_DELIVERY]: 'Standard shipping',
  [WHITE_GLOVE_DELIVERY]: 'White glove delivery',
  [MATTRESS_REMOVAL]: 'Old mattress removal',
  [SAME_DAY_DELIVERY]: 'Same-day delivery',
};

/** The title of a chosen delivery option (no choice is standard shipping); an unknown name is shown as given. */
export function deliveryTitle(name: string | null): string {
  const key = name ?? STANDARD_DELIVERY;
  return DELIVERY_TITLES[key] ?? key;
}
