import type { Deps, RequestContext } from '../../context';
import type { SandboxIntentStatus } from '../../db/schema';
import { findLedgerRow, moveLedgerRow } from '../../payments/sandbox/ledger';

/**
 * The shopper's answer on the sandbox 3-D Secure page. Approve or Cancel moves a waiting intent once; the return goes
 * to review with the card intent's markers (orderId, payment_intent, payment_intent_client_secret) and redirect_status, so the
 * storefront confirms the payment (POST /orders/{id}/payment with the intent) or shows the failure.
 * Null when the intent is unknown or was already answered.
 */
export async function decideThreeDSecure(
  ctx: RequestContext,
  input: { intentId: string; approve: boolean },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<string | null> {
  const intent = await findLedgerRow(deps.db, ctx.brand, input.intentId);
  if (intent?.status !== 'requires_action') return null;
  const to: SandboxIntentStatus = input.approve ? 'approved' : 'canceled';
  if (!(await moveLedgerRow(deps.db, intent.id, 'requires_action', to, deps.now()))) return null;
  const query = new URLSearchParams({
    orderId: intent.orderId,
    payment_intent: intent.id,
    payment_intent_client_secret: intent.clientSecret,
    redirect_status: input.approve ? 'succeeded' : 'failed',
  });
  return `/checkout/review?${query.toString()}`;
}
