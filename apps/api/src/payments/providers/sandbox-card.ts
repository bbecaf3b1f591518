import type { SandboxCardOutcome } from '@store/core';
import type { SandboxIntentStatus } from '../../db/schema';
import type { ConfirmRequest, PaymentProviderAdapter, ProviderOutcome } from '../provider';
import { insertIntent, lockIntent, moveIntent, spendCardToken, type SandboxIntentRow } from '../sandbox/card-store';

/** The 3-D Secure approval page, as the browser reaches it on the storefront's origin (DESIGN §2: /api/...). */
export const threeDSecureUrl = (intentId: string): string => `/api/sandbox/card/3ds/${encodeURIComponent(intentId)}`;

/** DESIGN §6 test cards: what the sandbox makes of each outcome when a token is charged. */
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

/** DESIGN §5.7: the one exhaustive switch from the sandbox's intent statuses to the store's outcome. */
function outcomeOf(intent: SandboxIntentRow, cardOutcome: SandboxCardOutcome | null): ProviderOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', providerRef: intent.id };
    case 'requires_action':
    case 'approved':
      // Approved but not yet confirmed counts as still waiting: only confirm() turns approval into a charge.
      return { status: 'requires_action', providerRef: intent.id, redirectUrl: threeDSecureUrl(intent.id) };
    case 'canceled':
      return { status: 'failed', providerRef: intent.id, reason: 'authentication_cancelled' };
    case 'failed':
      return {
        status: 'failed',
        providerRef: intent.id,
        reason: cardOutcome === 'insufficient_funds' ? 'insufficient_funds' : 'declined',
      };
  }
}

/**
 * The sandbox card provider (DESIGN §6): tokens come from its hosted field (/sandbox/card/field), so the order API
 * only ever sees a token. Charging spends the token once and records an intent; 4000 0000 0000 3220 waits for the
 * 3-D Secure page, whose approval is charged by confirm().
 */
export const sandboxCardProvider: PaymentProviderAdapter = {
  name: 'sandboxCard',
  async charge(request, io) {
    const card = await spendCardToken(io.db, request.paymentToken, request, io.now);
    if (!card) return { status: 'invalid_token' };
    const intent = await insertIntent(
      io.db,
      {
        brand: request.brand,
        orderId: request.orderId,
        amount: request.amount,
        currency: request.currency,
        last4: card.last4,
        status: intentStatusFor(card.outcome),
      },
      io.now,
    );
    return outcomeOf(intent, card.outcome);
  },
  async confirm(request: ConfirmRequest, io) {
    const intent = await lockIntent(io.db, request.brand, request.providerRef);
    if (!intent || intent.orderId !== request.orderId) return { status: 'invalid_token' };
    if (intent.status !== 'approved') return outcomeOf(intent, null);
    return outcomeOf((await moveIntent(io.db, intent.id, 'approved', 'succeeded', io.now)) ?? intent, null);
  },
  async cancel(request, io) {
    const intent = await lockIntent(io.db, request.brand, request.providerRef);
    if (intent?.status === 'requires_action' || intent?.status === 'approved')
      await moveIntent(io.db, intent.id, intent.status, 'canceled', io.now);
  },
};
