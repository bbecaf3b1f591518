import type { Metadata } from 'next';
import { BillingStep } from '../../../../../features/checkout/steps/billing-step';
import { checkoutMetadata } from '../../../../../features/checkout/checkout-metadata';
import { brandFromParam } from '../../../../../lib/brand/brand-param';
import { fetchChargeableProviders } from '../../../../../lib/api/payment-providers';
import { env } from '../../../../../lib/env';

interface Props {
  params: Promise<{ brand: string }>;
}

/** SPEC §2 /checkout/billing: Checkout page type, noindex. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(brandFromParam((await params).brand), 'billing');
}

/** SPEC §2 /checkout/billing. */
export default async function BillingPage({ params }: Props) {
  const brand = brandFromParam((await params).brand);
  // Read per request (the [brand] layout is dynamic): one build serves the sandbox and live modes.
  return (
    <BillingStep
      region={brand.region}
      providers={brand.paymentProviders}
      chargeable={await fetchChargeableProviders(brand.key)}
      defaultProvider={brand.defaultPaymentProvider}
      liveCard={env().liveCard}
      livePaypal={env().livePaypal}
    />
  );
}
