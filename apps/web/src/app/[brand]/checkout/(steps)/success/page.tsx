import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SuccessStep } from '../../../../../features/checkout/steps/success-step';
import { checkoutMetadata } from '../../../../../features/checkout/checkout-metadata';
import { brandFromParam } from '../../../../../lib/brand/brand-param';

interface Props {
  params: Promise<{ brand: string }>;
}

/** The success step: Checkout page type, noindex. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(brandFromParam((await params).brand), 'success');
}

/** The success step (the order id comes in the query). */
export default function SuccessPage() {
  return (
    <Suspense>
      <SuccessStep />
    </Suspense>
  );
}
