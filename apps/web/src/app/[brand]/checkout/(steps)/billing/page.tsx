import type { Metadata } from 'next';
import { BillingStep } from '../../../../../features/checkout/steps/billing-step';
import { checkoutMetadata } from '../../../../../features/checkout/checkout-metadata';
import { brandFromParam } from '../../../../../lib/brand/brand-param';

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
  return <BillingStep region={brand.region} providers={brand.paymentProviders} />;
}
