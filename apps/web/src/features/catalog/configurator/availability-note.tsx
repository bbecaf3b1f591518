import type { BrandConfig } from '@store/core/brands';
import type { Availability } from '@store/core/product';
import { FREE_SHIPPING_LABEL } from '@store/core/shipping-estimate';
import { shippingTime } from '@store/core/shipping-time';
import { Notice } from '../../../components/ui/notice';
import { isBackOrder, isSellable } from '../variant-options';

export interface AvailabilityNoteProps {
  availability: Availability | undefined;
  /** The brand registry's carrier and window (core shippingTime states the variant's time from them). */
  shipping: BrandConfig['shipping'];
}

/** When the chosen variant ships (core shippingTime: '2 - 3 business days', '24 Hours!'), back-order notice, or unavailable. */
export function AvailabilityNote({ availability, shipping }: AvailabilityNoteProps) {
  if (!isSellable(availability)) {
    return (
      <Notice tone="warning" live testId="availability">
        This option is currently unavailable. Please choose another.
      </Notice>
    );
  }
  const time = shippingTime({ shipping, availabilities: availability ? [availability] : [] });
  return (
    <div className="flex flex-col gap-2" role="status">
      {isBackOrder(availability) ? (
        <Notice tone="warning" testId="back-order">
          On back order: this option is out of stock right now, but you can order it today and we ship it as soon as it is
          restocked.
        </Notice>
      ) : null}
      <p data-testid="shipping-estimate" className="text-sm">
        <span className="font-semibold">{FREE_SHIPPING_LABEL}.</span> {time.lead}
        <strong>{time.when}</strong>
        {time.end}
      </p>
    </div>
  );
}
