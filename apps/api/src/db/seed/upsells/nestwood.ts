import type { UpsellSpec } from './build-upsell';
import { NESTWOOD_BUNDLE_AND_UPGRADES, NESTWOOD_GIFTS } from './nestwood-offers';
import { NESTWOOD_HOME } from './nestwood-home';
import { coverageSpec, shippingProtectionSpec } from './shared';

/** The main brand's upsell catalogue (US). */
export function nestwoodUpsells(): UpsellSpec[] {
  return [
    ...NESTWOOD_GIFTS,
    ...NESTWOOD_BUNDLE_AND_UPGRADES,
    coverageSpec(['mattress', 'bed-frame']),
    ...NESTWOOD_HOME,
    shippingProtectionSpec(),
  ];
}

/** Items the Canadian storefront sells too: its catalogue has no furniture, blanket or bamboo frame. */
const NESTWOOD_CA_NAMES = new Set([
  'free-sheets',
  'free-pillows',
  'discounted-protector',
  'serenity-bundle',
  'upgrade-premier-hybrid',
  'upgrade-luxe-hybrid',
  'extended-coverage',
  'adjustable-base',
  'shipping-protection',
]);

/** The Canadian variant (region CA): the same offers, limited to what its catalogue sells. */
export function nestwoodCaUpsells(): UpsellSpec[] {
  return nestwoodUpsells().filter((spec) => NESTWOOD_CA_NAMES.has(spec.name));
}
