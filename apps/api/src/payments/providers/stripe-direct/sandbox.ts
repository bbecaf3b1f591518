import type { SandboxCardOutcome } from '@store/core';
import type { LedgerDb } from '../../sandbox/ledger';
import type { SandboxIntentStatus } from '../../../db/schema';
import type { PaymentProviderAdapter, ProviderOutcome } from '../../provider';
import { spendCardToken } from '../../sandbox/card-store';
import { ledgerRefunds } from '../../sandbox/ledger-refunds';
import {
  captureLedgerRow,
  findLedgerRow,
  findLedgerRowByKey,
  moveLedgerRow,
  openLedgerRow,
  type LedgerRow,
} from '../../sandbox/ledger';

/** The 3-D Secure approval page, as the browser reaches it on the storefront's origin (/api/...). */
export const threeDSecureUrl = (intentId: string): string => `/api/sandbox/card/3ds/${encodeURIComponent(intentId)}`;

/** Test cards: what the sandbox makes of each outcome when a token is charged. */
function intentStatusFor(outcome: SandboxCardOutcome): SandboxIntentStatus {
  switch (outcome) {
    case 'succeeds':
      return 'succeeded';
    case 'requires_3ds':
      return 'requires_action';
    case 'insufficient_funds':
    case 'declined':
      return 'failed';
  }
}

/** The one exhaustive switch from the sandbox card's intent statuses to the store's outcome. */
function outcomeOf(intent: LedgerRow): ProviderOutcome {
  const status = intent.status as SandboxIntentStatus;
  switch (status) {
    case 'succeeded':
      return { status: 'succeeded', providerRef: intent.id, amount: intent.amount, currency: intent.currency };
    case 'requires_action':
    case 'approved':
      // Approved but not yet confirmed counts as still waiting: only confirm() turns approval into a charge.
      return { status: 'requires_action', providerRef: intent.id, redirectUrl: threeDSecureUrl(intent.id) };
    case 'canceled':
      return { status: 'failed', providerRef: intent.id, reason: 'authentication_cancelled' };
    case 'refunded':
      return { status: 'failed', providerRef: intent.id, reason: 'cancelled' };
    case 'failed':
      return {
        status: 'failed',
        providerRef: intent.id,
        reason: intent.details.outcome === 'insufficient_funds' ? 'insufficient_funds' : 'declined',
      };
  }
}

/**
 * The sandbox card provider, for stripeDirect and stripeCanada: tokens come from its hosted field
 * (/sandbox/card/field), so the order API only ever sees a token. Charging spends the token once and opens a ledger
 * row under the attempt's key (a repeated key answers that row); 4000 0000 0000 3220 waits for the 3-D Secure page,
 * whose approval is charged by confirm().
 */
export function sandboxCardProvider(deps: { db: LedgerDb; now: () => Date }, provider: string): PaymentProviderAdapter {
  return {
    name: 'sandboxCard',
    async charge(request) {
      const replay = await findLedgerRowByKey(deps.db, request.brand, request.idempotencyKey);
      if (replay) return outcomeOf(replay);
      const now = deps.now();
      const card = await spendCardToken(deps.db, request.paymentToken, request, now);
      if (!card) return { status: 'invalid_token' };
      const { row } = await openLedgerRow(
        deps.db,
        {
          brand: request.brand,
          provider,
          orderId: request.orderId,
          idempotencyKey: request.idempotencyKey,
          amount: request.amount,
          currency: request.currency,
          last4: card.last4,
          status: intentStatusFor(card.outcome),
          details: { outcome: card.outcome },
        },
        now,
      );
      return outcomeOf(row);
    },
    async confirm(ref) {
      const intent = await captureLedgerRow(deps.db, ref, undefined, { approved: 'approved', captured: 'succeeded' }, deps.now());
      return intent ? outcomeOf(intent) : { status: 'invalid_token' };
    },
    async retrieve(ref) {
      const intent = await findLedgerRowByKey(deps.db, ref.brand, ref.idempotencyKey);
      return intent ? outcomeOf(intent) : { status: 'not_found' };
    },
    async void(ref) {
      const intent = await findLedgerRow(deps.db, ref.brand, ref.providerRef);
      if (!intent) return;
      const status = intent.status as SandboxIntentStatus;
      if (status === 'requires_action' || status === 'approved' || status === 'succeeded')
        await moveLedgerRow(deps.db, intent.id, status, status === 'succeeded' ? 'refunded' : 'canceled', deps.now());
    },
    ...ledgerRefunds(deps, { provider, captured: 'succeeded' satisfies SandboxIntentStatus }),
  };
}
