import type { Metadata } from 'next';
import { ReviewStep } from '../../../../../features/checkout/steps/review-step';
import { checkoutMetadata } from '../../../../../features/checkout/checkout-metadata';
import { brandFromParam } from '../../../../../lib/brand/brand-param';

interface Props {
  params: Promise<{ brand: string }>;
}

/** SPEC §2 /checkout/review: Checkout page type, noindex. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(brandFromParam((await params).brand), 'review');
}

/** SPEC §2 /checkout/review. */
export default function ReviewPage() {
  return <ReviewStep />;
}
