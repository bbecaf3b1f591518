'use client';

import { IntentLink } from '../../../components/intent-link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CART_PATH } from '@store/core/pages';
import { userFacingMessage } from '../../../lib/api/errors';
import { buyAgain } from '../../../lib/api/orders';
import { publishCartUpdated } from '../../cart/cart-events';
import { buyAgainNext } from './buy-again-outcome';
import { useHydrated } from '../../../lib/use-hydrated';

type State = { kind: 'idle' } | { kind: 'pending' } | { kind: 'failed'; message: string } | { kind: 'skipped'; labels: string[] };

/**
 * "Buy again": POST /orders/{id}/buy-again puts the order's lines in the current cart (the server applies the
 * cart rules and skips lines no longer sold); then to the cart, or, when lines were skipped, they are named first.
 */
export function BuyAgainButton({ orderId }: { orderId: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const hydrated = useHydrated();
  const onClick = async () => {
    setState({ kind: 'pending' });
    try {
      const { cart, skipped } = await buyAgain(orderId);
      publishCartUpdated(cart);
      const next = buyAgainNext(skipped);
      if (next.kind === 'to-cart') router.push(CART_PATH);
      else setState({ kind: 'skipped', labels: next.labels });
    } catch (error) {
      setState({ kind: 'failed', message: userFacingMessage(error) });
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={!hydrated || state.kind === 'pending'}
        aria-busy={state.kind === 'pending'}
        className="min-h-12 self-start rounded-brand bg-brand px-6 font-semibold text-brand-text disabled:opacity-60"
        data-testid="buy-again"
      >
        Buy again
      </button>
      <div role="status" aria-live="polite">
        {state.kind === 'failed' ? <p className="font-semibold text-red-700">{state.message}</p> : null}
        {state.kind === 'skipped' ? (
          <div className="flex flex-col gap-1" data-testid="buy-again-skipped">
            <p>These items are no longer available and were not added to your cart:</p>
            <ul className="list-disc pl-6">
              {state.labels.map((label, index) => (
                <li key={`${index}-${label}`}>{label}</li>
              ))}
            </ul>
            <IntentLink href={CART_PATH} className="font-semibold underline">
              Go to your cart
            </IntentLink>
          </div>
        ) : null}
      </div>
    </div>
  );
}
