/**
 * A card provider makes its token from the card and the billing name and address (line1, line2, city, state,
 * zip, country). What the storefront hands the card field with a tokenize request, the same for the sandbox field and
 * Stripe's (its PaymentMethod `billing_details`).
 */
export interface CardBilling {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  /** ISO 3166-1 alpha-2 (US, CA). */
  country: string;
}

/** The billing form's values (or the shipping address when billing is the same) as the card's billing details. */
export function cardBillingOf(
  address: { fullName: string; line1: string; line2: string; city: string; state: string; zip: string },
  country: string,
): CardBilling {
  const t = (v: string) => v.trim();
  return {
    name: t(address.fullName),
    line1: t(address.line1),
    line2: t(address.line2),
    city: t(address.city),
    state: t(address.state),
    zip: t(address.zip),
    country,
  };
}

/** Stripe's PaymentMethod billing_details from the card's billing details. */
export function stripeBillingDetails(billing: CardBilling) {
  return {
    name: billing.name,
    address: {
      line1: billing.line1,
      line2: billing.line2 === '' ? null : billing.line2,
      city: billing.city,
      state: billing.state,
      postal_code: billing.zip,
      country: billing.country,
    },
  };
}
