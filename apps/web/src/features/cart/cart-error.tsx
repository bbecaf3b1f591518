'use client';

import { dismissCartError } from './cart-store';

/** A failed cart change, styled and announced as an error: the view has rolled back and the message says why (text, verbatim). */
export function CartError({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-brand border-l-4 border-red-700 bg-surface p-3"
      data-testid="cart-error"
    >
      <p className="font-semibold text-red-700">{message}</p>
      <button type="button" className="min-h-11 px-2 text-sm underline" onClick={dismissCartError}>
        Dismiss
      </button>
    </div>
  );
}
