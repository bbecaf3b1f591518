import { MATTRESS_REMOVAL, SAME_DAY_DELIVERY, WHITE_GLOVE_DELIVERY } from '@store/core/cart/delivery-names';
import { formatMoney, type Currency } from '@store/core/money';
import type { DeliveryView, SddInfo } from '../../../lib/api/delivery';

export interface DeliveryOptionListProps {
  options: DeliveryView['options'];
  /** The option shown chosen, and whether old mattress removal is ticked with white glove. */
  selected: string;
  withRemoval: boolean;
  /** Same-day delivery for the shipping ZIP now: its option and cut-off show only while it is available. */
  sddInfo: SddInfo | null;
  wgsPrices: { basePrice: number; discountedPrice: number } | null;
  currency: Currency;
  /** What the step says below the options (white glove unavailable, a refused choice), or null. */
  message: string | null;
  onChoose: (name: string, withMattressRemoval: boolean) => void;
}

/**
 * The delivery step's options as the shopper reads them: each option's title, price, description and details; white
 * glove with its undiscounted price struck through when soft goods ride free; same-day delivery only while sddInfo says
 * it is available, its cut-off in the brand's words ('Order by 12 pm for delivery today'); old mattress removal as a
 * tick under white glove.
 */
export function DeliveryOptionList(props: DeliveryOptionListProps) {
  const { options, selected, withRemoval, sddInfo, wgsPrices: prices, currency, onChoose } = props;
  const sameDay = sddInfo?.available === true ? sddInfo : null;
  const removal = options.find((o) => o.name === MATTRESS_REMOVAL);
  const shown = options.filter((o) => o.name !== MATTRESS_REMOVAL && (o.name !== SAME_DAY_DELIVERY || sameDay !== null));
  return (
    <fieldset className="flex flex-col gap-3" data-testid="delivery-options">
      <legend className="mb-2 text-xl font-bold">Delivery</legend>
      {shown.map((option) => (
        <label
          key={option.name}
          className="flex min-h-11 cursor-pointer gap-3 rounded-brand border border-muted/40 p-3 has-[:checked]:border-2 has-[:checked]:border-brand"
        >
          <input
            type="radio"
            name="deliveryOption"
            value={option.name}
            checked={selected === option.name}
            onChange={() => onChoose(option.name, false)}
            className="mt-1 size-5 shrink-0 accent-brand"
          />
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="flex flex-wrap justify-between gap-x-3 font-semibold">
              <span>{option.title}</span>
              <span>
                {option.name === WHITE_GLOVE_DELIVERY && prices !== null && prices.basePrice > prices.discountedPrice ? (
                  <s className="mr-2 font-normal text-muted">{formatMoney({ amount: prices.basePrice, currency })}</s>
                ) : null}
                {option.pricing.label}
              </span>
            </span>
            {option.name === SAME_DAY_DELIVERY && sameDay !== null ? (
              <span className="text-sm font-semibold text-brand" data-testid="same-day-cutoff">
                {sameDay.cutoff}
              </span>
            ) : (
              <span className="text-sm">{option.description}</span>
            )}
            <span className="text-sm text-muted">{option.details}</span>
          </span>
        </label>
      ))}
      {removal !== undefined && selected === WHITE_GLOVE_DELIVERY ? (
        <label className="flex min-h-11 items-start gap-3 pl-3">
          <input
            type="checkbox"
            checked={withRemoval}
            onChange={(event) => onChoose(WHITE_GLOVE_DELIVERY, event.target.checked)}
            className="mt-1 size-5 shrink-0 accent-brand"
          />
          <span className="flex flex-col">
            <span className="font-semibold">
              {removal.title} ({removal.pricing.label})
            </span>
            <span className="text-sm text-muted">{removal.details}</span>
          </span>
        </label>
      ) : null}
      <p role="alert" className="min-h-5 text-sm font-semibold text-red-700" data-testid="delivery-error">
        {props.message ?? ''}
      </p>
    </fieldset>
  );
}
