'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardBilling } from '@store/core/checkout/card-billing';
import { cardValidationMessage } from '@store/core/checkout/card-validation';
import { CardFieldChannel, EMPTY_CARD, type CardCompleteness, type CardToken } from './card-field-channel';

export interface CardFieldHandle {
  /** The callback ref for the field's iframe (CardField passes it on). */
  attachFrame: (frame: HTMLIFrameElement | null) => void;
  ready: boolean;
  complete: CardCompleteness;
  /**
   * Billing-step card validation as the field reports it now: null when number, expiry and CVC are complete, else the
   * joined message. Read when the shopper submits, from the field's last change rather than the last render: a change
   * reported just before the press has not been rendered yet.
   */
  validate(): string | null;
  /** A single-use sandbox token for POST /orders/{id}/payment ({ paymentToken }), made with the billing details. */
  tokenize(billing: CardBilling | null): Promise<CardToken>;
}

/**
 * The billing step's handle on the hosted card field: completeness for card validation and tokenize() for
 * the payment. Listens only to the field's own frame on this origin (card-field-channel.ts).
 */
export function useCardField(): CardFieldHandle {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const channelRef = useRef<CardFieldChannel | null>(null);
  const [view, setView] = useState<{ ready: boolean; complete: CardCompleteness }>({ ready: false, complete: EMPTY_CARD });

  useEffect(() => {
    const channel = new CardFieldChannel(
      window,
      () => frameRef.current?.contentWindow ?? null,
      () => setView({ ready: channel.ready, complete: channel.complete }),
    );
    channelRef.current = channel;
    return () => {
      channel.dispose();
      channelRef.current = null;
    };
  }, []);

  const attachFrame = useCallback((frame: HTMLIFrameElement | null) => {
    frameRef.current = frame;
  }, []);
  const tokenize = useCallback(
    (billing: CardBilling | null) =>
      channelRef.current?.tokenize(billing) ?? Promise.reject(new Error('The card field is not ready yet')),
    [],
  );
  const validate = useCallback(() => cardValidationMessage(channelRef.current?.complete ?? EMPTY_CARD), []);
  return { attachFrame, ready: view.ready, complete: view.complete, validate, tokenize };
}
