import type { ReactNode } from 'react';
import type { FinancingMessage, FinancingProvider } from '@store/core/payments/financing';

export interface FinancingMessagesProps {
  /** From core's financingMessages: the texts were computed from a price or total the server gave. */
  messages: readonly FinancingMessage[];
  /** Billing's slot: a trigger ("Pay with Splitit", "Pay with Affirm") beside each provider's message. */
  action?: (provider: FinancingProvider) => ReactNode;
  /** The total behind the messages is being recalculated (the cart while the server answers). */
  busy?: boolean;
}

/**
 * The financing messages where shoppers decide: the product price, the cart total, billing. Presentational
 * only (no hooks, no provider code), so the product page renders it on the server and ships none of it.
 */
export function FinancingMessages({ messages, action, busy = false }: FinancingMessagesProps) {
  if (messages.length === 0) return null;
  return (
    <ul aria-label="Pay over time" aria-busy={busy} className="flex flex-col gap-1 text-sm" data-testid="financing-messages">
      {messages.map((message) => (
        <li key={message.provider} data-provider={message.provider} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{message.text}</span>
          {action?.(message.provider)}
        </li>
      ))}
    </ul>
  );
}
