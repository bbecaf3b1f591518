import type { Metadata } from 'next';
import { BillingStep } from '../../../../../features/checkout/steps/billing-step';
import { checkoutMetadata } from '../../../../../features/checkout/checkout-metadata';
import { brandFromParam } from '../../../../../lib/brand/brand-param';
import { fetchChargeableProviders } from '../../../../../lib/api/payment-providers';
import { brandPayments } from '../../../../../lib/payments/brand-payments';
import { storefrontProviders } from '../../../../../lib/payments/storefront-providers';

interface Props {
  params: Promise<{ brand: string }>;
}

/** /checkout/billing: Checkout page type, noindex. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(brandFromParam((await params).brand), 'billing');
}

/** /checkout/billing. */
export default async function BillingPage({ params }: Props) {
  const brand = brandFromParam((await params).brand);
  // Read per request (the [brand] layout is dynamic): one build serves the sandbox and live modes. Live mode offers
  // only the providers with a live client piece here (never a sandbox field or page); Stripe.js takes the publishable
  // key of the brand's own Stripe account (its channel's, else STRIPE_PUBLISHABLE_KEY).
  const payments = brandPayments(brand.key);
  return (
    <BillingStep
      region={brand.region}
      providers={storefrontProviders(brand.paymentProviders, payments)}
      chargeable={await fetchChargeableProviders(brand.key)}
      defaultProvider={brand.defaultPaymentProvider}
      liveCard={payments.liveCard}
      livePaypal={payments.livePaypal}
      paymentsMode={payments.paymentsMode}
    />
  );
}
