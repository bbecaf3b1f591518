'use client';

import { useId } from 'react';
import type { CardFieldHandle } from './use-card-field';

/** Served by the sandbox card provider through the storefront's /api: the card is typed only there. */
export const CARD_FIELD_SRC = '/api/sandbox/card/field';

export interface CardFieldProps {
  field: CardFieldHandle;
  /** The card validation message (or a token error) to show under the field; null for none. */
  error: string | null;
}

/**
 * The hosted card field in an iframe, labelled 'Card', with its error text announced to screen readers. The frame's
 * inputs carry their own labels (Card number, Expiry, CVC); the group here names the whole field.
 */
export function CardField({ field: { attachFrame }, error }: CardFieldProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-semibold">
        Card
      </span>
      <iframe
        ref={attachFrame}
        src={CARD_FIELD_SRC}
        title="Card details: card number, expiry date and CVC"
        className="h-[140px] w-full rounded-[var(--radius)] border-0 bg-transparent"
        loading="eager"
      />
      <p id={errorId} role="alert" className="min-h-5 text-sm text-red-700">
        {error ?? ''}
      </p>
    </div>
  );
}
