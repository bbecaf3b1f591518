'use client';

import type { CardBilling } from '@store/core/checkout/card-billing';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cardValidationMessage } from '@store/core/checkout/card-validation';
import type { LiveCardConfig } from '../../../../lib/env';
import { EMPTY_CARD, type CardCompleteness, type CardToken } from '../card-field-channel';
import type { StripeCard } from './stripe-card';

export interface StripeCardFieldHandle {
  /** The callback ref of the field's group: its three slots receive Stripe's card number, expiry and CVC elements. */
  attachContainer: (element: HTMLElement | null) => void;
  ready: boolean;
  complete: CardCompleteness;
  /**
   * Card validation as Stripe's elements report it now: null when number, expiry and CVC are complete, else the joined
   * message. Read at submit from the last change, not the last render (a change just before the press is not rendered yet).
   */
  validate(): string | null;
  /** Stripe.js could not be loaded: the message to show instead of the field. */
  loadError: string | null;
  /** A Stripe PaymentMethod id (`pm_...`) for POST /orders/{id}/payment ({ paymentToken }). */
  tokenize(billing: CardBilling | null): Promise<CardToken>;
}

const slot = (container: HTMLElement, name: string): HTMLElement | null =>
  container.querySelector<HTMLElement>(`[data-stripe-slot="${name}"]`);

/**
 * Live card field: with a live configuration (null otherwise: nothing happens, nothing loads), Stripe.js and the
 * mounting code are fetched only now, when billing shows the card field, then Stripe Elements mount into the slots.
 */
export function useStripeCardField(config: LiveCardConfig | null): StripeCardFieldHandle {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [view, setView] = useState<{ ready: boolean; complete: CardCompleteness }>({ ready: false, complete: EMPTY_CARD });
  const [loadError, setLoadError] = useState<string | null>(null);
  const cardRef = useRef<StripeCard | null>(null);
  const completeRef = useRef<CardCompleteness>(EMPTY_CARD);
  const publishableKey = config?.publishableKey ?? null;
  const scriptUrl = config?.scriptUrl ?? null;

  useEffect(() => {
    if (publishableKey === null || scriptUrl === null || container === null) return;
    const number = slot(container, 'number');
    const expiry = slot(container, 'expiry');
    const cvc = slot(container, 'cvc');
    if (!number || !expiry || !cvc) return;
    let disposed = false;
    void Promise.all([import('./stripe-js'), import('./stripe-card')])
      .then(async ([{ loadStripeJs }, { mountStripeCard }]) => {
        const Stripe = await loadStripeJs(scriptUrl);
        if (disposed) return;
        setLoadError(null);
        cardRef.current = mountStripeCard(Stripe, publishableKey, { number, expiry, cvc }, (next) => {
          completeRef.current = next.complete;
          setView(next);
        });
      })
      .catch((error: unknown) => {
        if (!disposed) setLoadError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      disposed = true;
      cardRef.current?.destroy();
      cardRef.current = null;
      completeRef.current = EMPTY_CARD;
    };
  }, [publishableKey, scriptUrl, container]);

  const tokenize = useCallback(
    (billing: CardBilling | null) =>
      cardRef.current?.tokenize(billing) ?? Promise.reject(new Error('The card field is not ready yet')),
    [],
  );
  const validate = useCallback(() => cardValidationMessage(completeRef.current), []);
  return { attachContainer: setContainer, ready: view.ready, complete: view.complete, validate, loadError, tokenize };
}
