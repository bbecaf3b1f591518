'use client';

import { useId, useState, type FormEvent } from 'react';
import type { Cart } from '../../lib/api/cart-schema';
import { useHydrated } from '../../lib/use-hydrated';
import { trackCouponResult } from './cart-analytics';
import { applyCoupon, removeCoupon } from './cart-store';
import { couponInputError } from './coupon-input';

/** A coupon error: red text with a warning mark, in an always-present live region so each message is announced. */
function CouponError({ id, message }: { id: string; message: string | null }) {
  return (
    <p
      id={id}
      role="alert"
      className="flex min-h-6 items-start gap-1 text-sm font-semibold text-red-700"
      data-testid="coupon-error"
    >
      {message !== null ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4h1.8v6h-1.8v-6Zm0 7.5h1.8v1.8h-1.8V13Z" />
          </svg>
          {message}
        </>
      ) : null}
    </p>
  );
}

/**
 * Coupon: apply a code, remove the applied coupon. An empty or malformed code is refused before any call
 * (couponInputError); the API's error shows verbatim. Errors are marked on the input (aria-invalid, aria-describedby).
 */
export function CouponForm({ cart }: { cart: Cart }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  // The cart page is rendered on the server: until its scripts run, Apply would send the code by the browser's own GET.
  const hydrated = useHydrated();
  const applied = cart.couponDetails?.code ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Cleared first, so the same message twice in a row is announced again.
    setError(null);
    const invalid = couponInputError(code);
    if (invalid !== null) {
      // Queued after the clearing render, so the live region sees a change.
      setTimeout(() => setError(invalid), 50);
      trackCouponResult(code, { ok: false, message: invalid });
      return;
    }
    setWorking(true);
    const result = await applyCoupon(code.trim());
    trackCouponResult(code, result);
    setWorking(false);
    setError(result.ok ? null : result.message);
    if (result.ok) setCode('');
  };

  const remove = async () => {
    setError(null);
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
        <button
          type="button"
          className="min-h-11 underline underline-offset-2"
          onClick={() => void remove()}
          disabled={!hydrated || working}
        >
          Remove coupon
        </button>
        <div className="w-full">
          <CouponError id={errorId} message={error} />
        </div>
      </div>
    );
  }
  const invalid = error !== null;
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
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-brand border border-muted/60 bg-page px-3 aria-invalid:border-2 aria-invalid:border-red-700"
        />
        <button
          type="submit"
          className="min-h-11 rounded-brand bg-brand px-4 font-semibold text-brand-text disabled:opacity-60"
          disabled={!hydrated || working}
        >
          Apply
        </button>
      </div>
      <CouponError id={errorId} message={error} />
    </form>
  );
}
