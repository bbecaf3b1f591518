import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { ShippingStep } from '../../../../../features/checkout/steps/shipping-step';
import { checkoutMetadata } from '../../../../../features/checkout/checkout-metadata';
import { brandFromParam } from '../../../../../lib/brand/brand-param';
import { hasAccountCookie } from '../../../../../lib/account-cookie';
import { requestExperiments } from '../../../../../lib/experiments/request-experiments';
import { brandPayments } from '../../../../../lib/payments/brand-payments';
import { storefrontProviders } from '../../../../../lib/payments/storefront-providers';

interface Props {
  params: Promise<{ brand: string }>;
}

/** /checkout/shipping: Checkout page type, noindex. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(brandFromParam((await params).brand), 'shipping');
}

/**
 * /checkout/shipping: the brand's address region, whether it hands SMS consents to the messaging service, and
 * its payment providers (the express wallets' buttons); whether the shopper is signed in (pre-fill).
 */
export default async function ShippingPage({ params }: Props) {
  const brand = brandFromParam((await params).brand);
  // amazonPayV2 is the visitor's experiment flag (the brand registry's value unless an experiment keeps v1).
  const { flags } = await requestExperiments(brand);
  // Live mode shows neither Amazon Pay's button nor the wallets' (their flows are the sandbox's pages and sheet).
  const providers = storefrontProviders(brand.paymentProviders, brandPayments(brand.key));
  const amazonPay = providers.includes('amazonPay') ? { v2: flags.amazonPayV2 } : null;
  const signedIn = hasAccountCookie((await cookies()).getAll().map((c) => c.name));
  return (
    <ShippingStep
      region={brand.region}
      signedIn={signedIn}
      messaging={brand.messaging !== undefined}
      amazonPay={amazonPay}
      express={{
        brand: brand.key,
        providers,
        defaults: { permissions: brand.defaultConsents, paymentProvider: brand.defaultPaymentProvider },
      }}
    />
  );
}
