import type { Availability } from '@store/core/product';
import {
  FREE_SHIPPING_LABEL,
  TWENTY_FOUR_HOUR_ESTIMATE,
  shippingEstimateText,
  shippingWindowFor,
} from '@store/core/shipping-estimate';
import { Notice } from '../../../components/ui/notice';
import { isBackOrder, isSellable } from '../variant-options';

export interface AvailabilityNoteProps {
  availability: Availability | undefined;
  /** SPEC §9: partner storefronts ship through partners. */
  carrier: 'ground' | 'partner';
}

/** SPEC §4/§9: shipping estimate of the chosen variant ('1 - 3', '24 Hours!', 'from - to'), back-order notice, or unavailable. */
export function AvailabilityNote({ availability, carrier }: AvailabilityNoteProps) {
  if (!isSellable(availability)) {
    return (
      <Notice tone="warning" live testId="availability">
        This option is currently unavailable. Please choose another.
      </Notice>
    );
  }
  const estimate = shippingEstimateText(shippingWindowFor(availability ? [availability] : []));
  const when =
    estimate === TWENTY_FOUR_HOUR_ESTIMATE ? (
      <strong>{estimate}</strong>
    ) : (
      <>
        <strong>{estimate}</strong> business days.
      </>
    );
  const via = carrier === 'partner' ? 'Ships through our partners in ' : 'Ships in ';
  return (
    <div className="flex flex-col gap-2" role="status">
      {isBackOrder(availability) ? (
        <Notice tone="warning" testId="back-order">
          On back order: this option is out of stock right now, but you can order it today and we ship it as soon as it is
          restocked.
        </Notice>
      ) : null}
      <p data-testid="shipping-estimate" className="text-sm">
        <span className="font-semibold">{FREE_SHIPPING_LABEL}.</span> {via}
        {when}
      </p>
    </div>
  );
}
