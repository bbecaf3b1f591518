'use client';

import { useId, useState, type FormEvent } from 'react';
import { INVALID_COUPON_MESSAGE } from '@store/core/cart/coupon-code';
import type { Cart } from '../../lib/api/cart-schema';
import { applyCoupon, removeCoupon } from './cart-store';

/** SPEC §4/§5/§8 coupon: apply a code, see the API's error verbatim, remove the applied coupon. */
export function CouponForm({ cart }: { cart: Cart }) {
  const inputId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const applied = cart.couponDetails?.code ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    // SPEC §5: an empty code is rejected before any call.
    if (trimmed === '') {
      setError(INVALID_COUPON_MESSAGE);
      return;
    }
    setWorking(true);
    const result = await applyCoupon(trimmed);
    setWorking(false);
    setError(result.ok ? null : result.message);
    if (result.ok) setCode('');
  };

  const remove = async () => {
    setWorking(true);
    const result = await removeCoupon();
    setWorking(false);
    setError(result.ok ? null : result.message);
  };

  if (applied !== null) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-x-3 rounded-brand bg-surface px-3 py-1"
        data-testid="applied-coupon"
      >
        <p>
          Coupon <strong>{applied}</strong> applied
        </p>
        <button type="button" className="min-h-11 underline underline-offset-2" onClick={() => void remove()} disabled={working}>
          Remove coupon
        </button>
        {error !== null ? (
          <p role="alert" className="w-full text-sm font-semibold">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form className="flex flex-col gap-1" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId} className="font-semibold">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="couponCode"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? `${inputId}-error` : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-brand border border-muted/60 bg-page px-3"
        />
        <button type="submit" className="min-h-11 rounded-brand bg-brand px-4 font-semibold text-brand-text" disabled={working}>
          Apply
        </button>
      </div>
      <p id={`${inputId}-error`} role="alert" className="min-h-6 text-sm font-semibold" data-testid="coupon-error">
        {error ?? ''}
      </p>
    </form>
  );
}
