'use client';

import { useEffect, useState } from 'react';
import { MATTRESS_REMOVAL, WHITE_GLOVE_DELIVERY } from '@store/core/cart/delivery-names';
import { formatMoney, type Currency } from '@store/core/money';
import { chooseDeliveryOption, fetchDeliveryOptions, fetchWgsPrices, type DeliveryView } from '../../../lib/api/delivery';
import { userFacingMessage } from '../../../lib/api/errors';
import { deviceId } from '../../../lib/device-id';
import type { Cart } from '../../../lib/api/cart-schema';
import { changeCartFromCheckout } from '../../cart/cart-store';
import { updateCheckout } from '../checkout-store';
import { useCheckoutState } from '../use-checkout';

/**
 * SPEC §3/§9 delivery options on the shipping step: each option's title, description, details and price; white glove
 * with its price (the undiscounted price struck through when soft goods ride free) and 'WGS is not available for this
 * state.' where the cart has white glove and the state has no crews; old mattress removal with white glove in CA, RI
 * and CT (SPEC §3 withMattressRemoval, saved as `mattressRemoval`). The choice is stored on the cart, so the order keeps it.
 */
export function DeliveryOptions({ cart, state }: { cart: Cart; state: string }) {
  const checkout = useCheckoutState();
  const [view, setView] = useState<DeliveryView | null>(null);
  const [wgs, setWgs] = useState<{ state: string; message: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The shopper's choice shows at once; the next options answer (after the cart changed) replaces it.
  const [choice, setChoice] = useState<{ name: string; withMattressRemoval: boolean } | null>(null);
  const currency: Currency = cart.currency;

  // The options follow the cart (its lines and, through the region set, its state): read again after each change.
  useEffect(() => {
    let current = true;
    fetchDeliveryOptions().then(
      (next) => {
        if (!current) return;
        setView(next);
        setChoice(null);
        const removal = next.selected.withMattressRemoval;
        updateCheckout({ deliveryOption: next.selected.name, withMattressRemoval: removal });
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
    changeCartFromCheckout('delivery', () => chooseDeliveryOption(name, withMattressRemoval)).catch((e: unknown) => {
      setChoice(null);
      setError(userFacingMessage(e));
    });
  };
  const selected = choice?.name ?? view.selected.name;
  const withRemoval = choice?.withMattressRemoval ?? checkout.withMattressRemoval;
  const removal = view.options.find((o) => o.name === MATTRESS_REMOVAL);
  const prices = checkout.wgsPrices;

  return (
    <fieldset className="flex flex-col gap-3" data-testid="delivery-options">
      <legend className="mb-2 text-xl font-bold">Delivery</legend>
      {view.options
        .filter((o) => o.name !== MATTRESS_REMOVAL)
        .map((option) => (
          <label
            key={option.name}
            className="flex min-h-11 cursor-pointer gap-3 rounded-brand border border-muted/40 p-3 has-[:checked]:border-2 has-[:checked]:border-brand"
          >
            <input
              type="radio"
              name="deliveryOption"
              value={option.name}
              checked={selected === option.name}
              onChange={() => choose(option.name, false)}
              className="mt-1 size-5 shrink-0 accent-brand"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex flex-wrap justify-between gap-x-3 font-semibold">
                <span>{option.title}</span>
                <span>
                  {option.name === WHITE_GLOVE_DELIVERY && prices !== null && prices.basePrice > prices.discountedPrice ? (
                    <s className="mr-2 font-normal text-muted">{formatMoney({ amount: prices.basePrice, currency })}</s>
                  ) : null}
                  {option.pricing.label}
                </span>
              </span>
              <span className="text-sm">{option.description}</span>
              <span className="text-sm text-muted">{option.details}</span>
            </span>
          </label>
        ))}
      {removal !== undefined && selected === WHITE_GLOVE_DELIVERY ? (
        <label className="flex min-h-11 items-start gap-3 pl-3">
          <input
            type="checkbox"
            checked={withRemoval}
            onChange={(event) => choose(WHITE_GLOVE_DELIVERY, event.target.checked)}
            className="mt-1 size-5 shrink-0 accent-brand"
          />
          <span className="flex flex-col">
            <span className="font-semibold">
              {removal.title} ({removal.pricing.label})
            </span>
            <span className="text-sm text-muted">{removal.details}</span>
          </span>
        </label>
      ) : null}
      <p role="alert" className="min-h-5 text-sm font-semibold text-red-700" data-testid="delivery-error">
        {wgsMessage ?? error ?? ''}
      </p>
    </fieldset>
  );
}
