import type { AddressRegion } from '@store/core/checkout/address-rules';
import { CHECKOUT_STEP_PATHS } from '@store/core/checkout/navigation';
import { toOrderAddress } from '@store/core/checkout/order-address';
import type { PaymentProvider } from '@store/core/enums';
import { splitItPayments } from '@store/core/payments/instalment-triggers';
import type { NewOrder } from '../../../lib/api/orders';
import type { CheckoutAddress } from '../checkout-storage';

/** What the review step knows when Place order is pressed (the checkout state and the brand). */
export interface OrderInput {
  brand: string;
  region: AddressRegion;
  shippingAddress: CheckoutAddress;
  billingAddress: CheckoutAddress | null;
  differentBilling: boolean;
  paymentProvider: PaymentProvider;
  withMattressRemoval: boolean;
  mobile: boolean;
  /** splitItNumberOfPayments; sent only when Splitit pays. */
  splitItNumberOfPayments?: number;
}

/** Address form values as the order's details (name split, phone digits; the server re-checks the address rules). */
function details(address: CheckoutAddress, region: AddressRegion) {
  const { email: _email, ...form } = address;
  return toOrderAddress(form, region);
}

/**
 * POST /orders body from the checkout: billing is the shipping address unless "different billing" is on
 *; the server prices the cart itself, so the body carries no amount.
 */
export function orderRequest(input: OrderInput): NewOrder {
  const billing = input.differentBilling && input.billingAddress !== null ? input.billingAddress : input.shippingAddress;
  return {
    journey: 'checkout',
    paymentDetails: { billingProvider: input.paymentProvider },
    email: (input.shippingAddress.email ?? '').trim(),
    shippingDetails: details(input.shippingAddress, input.region),
    billingDetails: details(billing, input.region),
    brand: input.brand,
    backorderDays: 0,
    // The 3-D Secure and redirect providers come back to review with their markers.
    extraData: {
      stripeReturnUrl: CHECKOUT_STEP_PATHS.review,
      // extraData.numberOfPayments: Splitit's plan, an offered count only (default 12).
      ...(input.paymentProvider === 'splitIt' ? { numberOfPayments: splitItPayments(input.splitItNumberOfPayments) } : {}),
    },
    metadata: { lang: 'en_US', mobile: input.mobile, includeDisposal: input.withMattressRemoval },
    returnUrl: CHECKOUT_STEP_PATHS.review,
  };
}
