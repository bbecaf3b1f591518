'use client';

import { warmBoundCart } from './use-add-bound';
import { useHydrated } from '../../../lib/use-hydrated';

export interface BoundAddButtonProps {
  label: string;
  working: boolean;
  disabled: boolean;
  message: string | null;
  /** The id of the summary the button's total is read from (aria-describedby). */
  describedBy: string;
  /** `add-bundle` -> data-testid add-bundle and add-bundle-error. */
  testId: string;
  className: string;
  onAdd: (opener: HTMLElement) => void;
}

/**
 * The add button of a product with pieces bound to it (a bed's collection, a bundle's parts) and its error line: it
 * warms the cart code on intent, says it is busy while the call runs, and the API's refusal shows under it.
 */
export function BoundAddButton({
  label,
  working,
  disabled,
  message,
  describedBy,
  testId,
  className,
  onAdd,
}: BoundAddButtonProps) {
  // The page is rendered on the server: a press before its scripts run would be lost.
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        className={`flex min-h-12 items-center justify-center rounded-brand px-6 font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
        disabled={disabled || !hydrated}
        aria-busy={working}
        aria-describedby={describedBy}
        onPointerEnter={warmBoundCart}
        onFocus={warmBoundCart}
        onClick={(event) => onAdd(event.currentTarget)}
        data-testid={testId}
      >
        {working ? 'Adding…' : label}
      </button>
      <p role="alert" className="min-h-6 text-sm font-semibold" data-testid={`${testId}-error`}>
        {message ?? ''}
      </p>
    </>
  );
}
