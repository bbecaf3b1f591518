/**
 * The Stripe double's refunds (stripe-double.ts): Stripe's Refund JSON and its refusals of a refund, as the official
 * SDK reads them.
 */

export interface DoubleRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  currency: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/** What a refund needs of the double's PaymentIntent. */
interface RefundableIntent {
  id: string;
  status: string;
  amount_received: number;
  currency: string;
}

const invalid = (code: string, message: string, param?: string) => ({
  status: 400,
  payload: { error: { type: 'invalid_request_error', code, message, ...(param && { param }) } },
});

/**
 * Stripe's refund of an intent, appended to `refunds`: the rest by default, never more than is left of what the intent
 * received (400 amount_too_large; charge_already_refunded once all of it is back), only of a succeeded intent.
 */
export function newRefund(
  refunds: DoubleRefund[],
  intent: RefundableIntent,
  body: Record<string, unknown>,
  id: string,
  created: number,
): { status: number; payload: unknown } {
  if (intent.status !== 'succeeded')
    return invalid('payment_intent_unexpected_state', 'This PaymentIntent does not have a successful charge to refund.');
  const refunded = refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
  const left = intent.amount_received - refunded;
  const amount = body.amount === undefined ? left : Number(body.amount);
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return invalid('parameter_invalid_integer', 'Invalid positive integer', 'amount');
  if (left <= 0) return invalid('charge_already_refunded', `Charge for ${intent.id} has already been refunded.`);
  if (amount > left)
    return invalid(
      'amount_too_large',
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      'amount',
    );
  const metadata = (body.metadata ?? {}) as Record<string, string>;
  const refund: DoubleRefund = {
    id,
    object: 'refund',
    payment_intent: intent.id,
    amount,
    currency: intent.currency,
    status: 'succeeded',
    metadata,
    created,
  };
  refunds.push(refund);
  return { status: 200, payload: refund };
}
