'use client';

import { useEffect, useRef, useState } from 'react';
import type { Currency } from '@store/core/money';
import { chooseDeliveryOption, fetchWgsPrices, type DeliveryView } from '../../../lib/api/delivery';
import { userFacingMessage } from '../../../lib/api/errors';
import { deviceId } from '../../../lib/device-id';
import type { Cart } from '../../../lib/api/cart-schema';
import { changeCartFromCheckout } from '../../cart/cart-store';
import { updateCheckout } from '../checkout-store';
import { useCheckoutState } from '../use-checkout';
import { DeliveryOptionList } from './delivery-option-list';
import { readDeliveryOptions } from './read-delivery-options';

/**
 * Delivery options on the shipping step: each option's title, description, details and price; white glove
 * with its price (the undiscounted price struck through when soft goods ride free) and 'WGS is not available for this
 * state.' where the cart has white glove and the state has no crews; old mattress removal with white glove in CA, RI
 * and CT (withMattressRemoval, saved as `mattressRemoval`); same-day delivery and its cut-off while the API's
 * sddInfo for the shipping ZIP (kept in the checkout store) says it is available. The choice is stored on the cart, so
 * the order keeps it.
 */
export function DeliveryOptions({ cart, state }: { cart: Cart; state: string }) {
  const checkout = useCheckoutState();
  const [view, setView] = useState<DeliveryView | null>(null);
  const [wgs, setWgs] = useState<{ state: string; message: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The shopper's choice shows at once; the next options answer (after the cart changed) replaces it.
  const [choice, setChoice] = useState<{ name: string; withMattressRemoval: boolean } | null>(null);
  // Choices made so far and those not yet on the cart: an options answer that left before the latest choice reached the
  // cart still holds the old choice, and would flip the radio back under the shopper's pointer.
  const choices = useRef({ made: 0, pending: 0 });
  const currency: Currency = cart.currency;

  // The options follow the cart (its lines and, through the region set, its state): read again after each change.
  useEffect(() => {
    let current = true;
    const madeBefore = choices.current.made;
    const isCurrent = () => current && choices.current.made === madeBefore && choices.current.pending === 0;
    readDeliveryOptions(isCurrent).then(
      (next) => {
        if (next === null) return;
        setView(next);
        setChoice(null);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [cart]);

  useEffect(() => {
    if (state === '') return;
    let current = true;
    fetchWgsPrices(deviceId(), state).then(
      (answer) => {
        if (!current) return;
        setWgs({ state, message: answer.message });
        updateCheckout({
          wgsPrices: { basePrice: answer.basePrice, discountedPrice: answer.discountedPrice },
          wgsUnavailable: (answer.message ?? '') !== '',
        });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [cart, state]);
  // An answer about another state (the shopper changed it since) says nothing about this one.
  const wgsMessage = wgs !== null && wgs.state === state ? wgs.message : null;

  if (view === null) return null;
  const choose = (name: string, withMattressRemoval: boolean) => {
    setError(null);
    setChoice({ name, withMattressRemoval });
    choices.current.made += 1;
    choices.current.pending += 1;
    // Settled before the cart store hears of the new cart, so the read that the new cart starts is current.
    const request = () =>
      chooseDeliveryOption(name, withMattressRemoval).finally(() => {
        choices.current.pending -= 1;
      });
    changeCartFromCheckout('delivery', request).catch((e: unknown) => {
      setChoice(null);
      setError(userFacingMessage(e));
    });
  };
  const selected = choice?.name ?? view.selected.name;
  const withRemoval = choice?.withMattressRemoval ?? checkout.withMattressRemoval;
  return (
    <DeliveryOptionList
      options={view.options}
      selected={selected}
      withRemoval={withRemoval}
      sddInfo={checkout.sddInfo}
      wgsPrices={checkout.wgsPrices}
      currency={currency}
      message={wgsMessage ?? error}
      onChoose={choose}
    />
  );
}
