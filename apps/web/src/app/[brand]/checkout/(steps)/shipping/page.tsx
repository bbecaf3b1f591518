import type { Metadata } from 'next';
import { ShippingStep } from '../../../../../features/checkout/steps/shipping-step';
import { checkoutMetadata } from '../../../../../features/checkout/checkout-metadata';
import { brandFromParam } from '../../../../../lib/brand/brand-param';

interface Props {
  params: Promise<{ brand: string }>;
}

/** SPEC §2 /checkout/shipping: Checkout page type, noindex. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(brandFromParam((await params).brand), 'shipping');
}

/**
 * SPEC §2 /checkout/shipping: the brand's address region, whether it hands SMS consents to the messaging service, and
 * its payment providers (issue 9: the express wallets' buttons).
 */
export default async function ShippingPage({ params }: Props) {
  const brand = brandFromParam((await params).brand);
  const amazonPay = brand.paymentProviders.includes('amazonPay') ? { v2: brand.amazonPayV2 === true } : null;
  return (
    <ShippingStep
      region={brand.region}
      messaging={brand.messaging !== undefined}
      amazonPay={amazonPay}
      express={{
        brand: brand.key,
        providers: brand.paymentProviders,
        defaults: { permissions: brand.defaultConsents, paymentProvider: brand.defaultPaymentProvider },
      }}
    />
  );
}
