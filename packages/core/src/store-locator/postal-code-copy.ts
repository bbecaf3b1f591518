/** Store locator: what a region calls its postal codes (the search form's label and its messages). */
export function postalCodeLabel(region: 'US' | 'CA'): string {
  return region === 'CA' ? 'Postal code' : 'ZIP code';
}

/**
 * A code in the region's format that the postal data does not know. The checkout's wording
 * 'Enter a valid ZIP / postal code for {state}, US' does not fit this case: it names a state the locator has not got), so this one is ours.
 */
export function unknownPostalCodeMessage(region: 'US' | 'CA'): string {
  return `We couldn't find that ${region === 'CA' ? 'postal code' : 'ZIP code'}. Please check it and try again.`;
}
