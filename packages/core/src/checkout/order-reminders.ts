import { paymentMethodLabel } from '../accounts/order-labels';
import type { BrandConfig } from '../brands';
import { SAME_DAY_ESTIMATE } from '../cart/delivery-names';
import { shippingEstimateText, TWENTY_FOUR_HOUR_ESTIMATE } from '../shipping-estimate';

/** An ordered line as a trial reminder reads it; `trial` is the product's own claim when the catalogue has one. */
export interface TrialLine {
  title: string;
  /** The product group as a cart line carries it ('mattress', 'bedding', ...). */
  group: string;
  /** The product's claim (null: none, such as furniture); absent when the catalogue has no claim for it. */
  trial?: string | null;
}

/** The brand registry's trial for a kind of product, where it has one. */
function registryTrial(group: string, copy: BrandConfig['copy']): string | null {
  if (group === 'mattress') return copy.mattressTrial;
  if (group === 'bedding') return copy.beddingTrial;
  if (group === 'bed-frame') return copy.frameTrial;
  return null;
}

/**
 * The trials an order comes with, each once with the titles of its lines, in line order: a product's own claim (written
 * from the brand registry), else the registry's trial for its kind (mattress, bedding, frame); lines without one are left out.
 */
export function orderTrials(lines: readonly TrialLine[], copy: BrandConfig['copy']): Array<{ trial: string; titles: string[] }> {
  const trials = new Map<string, string[]>();
  for (const line of lines) {
    const trial = line.trial === undefined ? registryTrial(line.group, copy) : line.trial;
    if (trial === null) continue;
    const titles = trials.get(trial) ?? [];
    if (!titles.includes(line.title)) titles.push(line.title);
    trials.set(trial, titles);
  }
  return [...trials].map(([trial, titles]) => ({ trial, titles }));
}

/**
 * The whole order's shipping estimate: it ships when its slowest line does (the latest start and end), and in 24 hours
 * when every line does, as its lines and the product page say; 'Today' when every line is delivered the same day; null
 * without lines.
 */
export function orderShippingEstimate(
  lines: ReadonlyArray<{ shipping: { from: number; to: number; estimate: string } }>,
): string | null {
  if (lines.length === 0) return null;
  if (lines.every((l) => l.shipping.estimate === SAME_DAY_ESTIMATE)) return SAME_DAY_ESTIMATE;
  return shippingEstimateText({
    from: Math.max(...lines.map((l) => l.shipping.from)),
    to: Math.max(...lines.map((l) => l.shipping.to)),
    twentyFourHour: lines.every((l) => l.shipping.estimate === TWENTY_FOUR_HOUR_ESTIMATE),
  });
}

/** The payment of an order whose total is 0: paid with the placeholder token, no card. */
const NOTHING_TO_PAY = 'Nothing to pay';

/** How an order is paid, as its confirmation says: nothing at a zero total, else the provider's label (Card, PayPal, ...). */
export function orderPaymentMethod(totalAmount: number, billingProvider: string): string {
  return totalAmount === 0 ? NOTHING_TO_PAY : paymentMethodLabel(billingProvider);
}
