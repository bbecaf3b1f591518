'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { canMove, stepForPath, stepHref, type CheckoutStep, type StepCheck } from '@store/core/checkout/navigation';
import { checkoutSnapshot, updateCheckout } from './checkout-store';
import { navigationContext } from './navigation-context';

export interface StepMoveOptions {
  /** The query string is kept only when asked. */
  keepQuery?: boolean;
}

/**
 * Step change: the move is checked against core's transitions table, then pushed (a new history entry, like
 * history.pushState) through the App Router. A refused move goes where the guard says instead.
 */
export function useStepNavigation(): (to: CheckoutStep, options?: StepMoveOptions) => StepCheck {
  const router = useRouter();
  return useCallback(
    (to, options = {}) => {
      const state = checkoutSnapshot();
      const search = window.location.search;
      const from = stepForPath(window.location.pathname) ?? 'cart';
      const check = canMove(from, to, navigationContext(state, new URLSearchParams(search)));
      const target = check.ok ? to : check.redirect;
      // The entry check of the next page accepts a step reached by a checked move (rules apply to direct entry).
      if (target === from) return check;
      updateCheckout({ pendingMove: target });
      router.push(stepHref(target, { keepQuery: options.keepQuery, search }));
      return check;
    },
    [router],
  );
}
