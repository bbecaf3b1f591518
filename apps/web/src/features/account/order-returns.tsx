import { formatMoney, type Currency } from '@store/core/money';
import { trialDateLabel } from '@store/core/back-office/return-eligibility';
import type { Order } from '../../lib/api/orders';
import { ReturnRequestForm } from './return-request-form';

/** A pick-up day (YYYY-MM-DD) as the shopper reads it ('Friday, March 20, 2026'): the day itself, so in UTC. */
function pickupDayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The order's trial returns on its page (the account's and a guest look-up's): each line with a trial says what it
 * allows (until when, with "Start a return" while units may go back; else why not, as the API says it), then each
 * return with its status, pick-up day and refund. A server component: only the request form is client script.
 */
export function OrderReturns({ order }: { order: Pick<Order, 'id' | 'status' | 'cart' | 'returns' | 'lineReturns'> }) {
  const lines = order.lineReturns ?? [];
  const returns = order.returns ?? [];
  if (order.status !== 'paid' || (lines.length === 0 && returns.length === 0)) return null;
  const titles = new Map(order.cart.items.map((item) => [item.itemIdentifier, item.product.title]));
  const money = (amount: number) => formatMoney({ amount, currency: order.cart.currency as Currency }, { cents: 'always' });
  return (
    <section
      aria-labelledby="order-returns"
      className="flex flex-col gap-3 rounded-brand border border-muted/30 p-4"
      data-testid="order-returns"
    >
      <h2 id="order-returns" className="text-lg font-bold">
        Returns
      </h2>
      {lines.length > 0 ? (
        <ul className="flex flex-col divide-y divide-muted/30" aria-label="Trials">
          {lines.map((line) => {
            const title = titles.get(line.itemIdentifier) ?? 'An item';
            return (
              <li key={line.itemIdentifier} className="flex flex-col gap-1 py-2" data-testid="order-return-line">
                <p className="font-semibold">{title}</p>
                {line.returnableQuantity > 0 && line.trialEndsAt !== null ? (
                  <>
                    <p className="text-sm">Your trial runs until {trialDateLabel(new Date(line.trialEndsAt))}.</p>
                    <ReturnRequestForm
                      orderId={order.id}
                      itemIdentifier={line.itemIdentifier}
                      title={title}
                      returnable={line.returnableQuantity}
                    />
                  </>
                ) : (
                  <p className="text-sm" data-testid="order-return-refusal">
                    {line.refusal}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {returns.length > 0 ? (
        <ul className="flex flex-col divide-y divide-muted/30" aria-label="Your returns">
          {returns.map((r) => (
            <li key={r.id} className="flex flex-col gap-1 py-2" data-testid="order-return">
              <p>
                {r.quantity} × {r.title}: <span className="font-semibold">{r.statusLabel}</span>
              </p>
              {r.pickupDate !== null && r.status === 'pickup_scheduled' ? (
                <p className="text-sm">Pick-up on {pickupDayLabel(r.pickupDate)}</p>
              ) : null}
              {r.refusedReason !== null ? <p className="text-sm">Why: {r.refusedReason}</p> : null}
              {r.refundedAmount !== null ? <p className="text-sm">Refunded {money(r.refundedAmount)}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
