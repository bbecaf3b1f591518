import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ReviewStep } from '../../../../../features/checkout/steps/review-step';
import { checkoutMetadata } from '../../../../../features/checkout/checkout-metadata';
import { brandFromParam } from '../../../../../lib/brand/brand-param';
import { requestExperiments } from '../../../../../lib/experiments/request-experiments';

interface Props {
  params: Promise<{ brand: string }>;
}

/** /checkout/review: Checkout page type, noindex. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(brandFromParam((await params).brand), 'review');
}

/** /checkout/review (the 3-D Secure return brings its markers in the query). */
export default async function ReviewPage({ params }: Props) {
  const brand = brandFromParam((await params).brand);
  // The visitor's experiment flags (an experiment may keep a v2 brand on v1; the API accepts both there).
  const { flags } = await requestExperiments(brand);
  return (
    <Suspense>
      <ReviewStep
        brand={brand.key}
        region={brand.region}
        amazonPayV2={flags.amazonPayV2}
        defaults={{ permissions: brand.defaultConsents, paymentProvider: brand.defaultPaymentProvider }}
      />
    </Suspense>
  );
}
