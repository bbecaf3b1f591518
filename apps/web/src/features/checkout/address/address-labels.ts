import type { AddressRegion } from '@store/core/checkout/address-rules';

/**
 * Labels State and ZIP code. A Canadian store says Province and Postal code first and keeps the US word
 * in the label, so "State" and "ZIP code" still find the field (a label match is by substring) on every brand.
 */
const LABELS: Readonly<Record<AddressRegion, { state: string; statePlaceholder: string; zip: string }>> = {
  US: { state: 'State', statePlaceholder: 'Select a state', zip: 'ZIP code' },
  CA: { state: 'Province (State)', statePlaceholder: 'Select a province', zip: 'Postal code (ZIP code)' },
};

/** The region's wording for the state and ZIP fields. */
export function addressLabels(region: AddressRegion) {
  return LABELS[region];
}
