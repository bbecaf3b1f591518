/** SPEC §3 delivery option names (zod-free, so the storefront's shipping step imports them by path). */
export const STANDARD_DELIVERY = 'standard-shipping';
/** SPEC §5: white-glove names contain '-white-glove' (the same name as the white glove service product). */
export const WHITE_GLOVE_DELIVERY = 'mattress-white-glove';
export const MATTRESS_REMOVAL = 'mattress-removal';
