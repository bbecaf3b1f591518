'use client';

import { useId, useState } from 'react';
import { userFacingMessage } from '../../lib/api/errors';
import { cartApi } from './cart-api';
import { shareCartUrl } from './cart-link';
import { useHydrated } from '../../lib/use-hydrated';

type ShareState =
  | { kind: 'idle' }
  | { kind: 'sharing' }
  | { kind: 'copied'; multiUse: boolean }
  | { kind: 'manual'; url: string; multiUse: boolean }
  | { kind: 'failed'; message: string };

const LINK_MODES = [
  { multiUse: true, value: 'anyone', label: 'Anyone with the link' },
  { multiUse: false, value: 'once', label: 'Only the first person who opens it' },
] as const;

function statusText(state: ShareState): string {
  switch (state.kind) {
    case 'copied':
      return state.multiUse ? 'Link copied' : 'Link copied: it works once';
    case 'manual':
      return state.multiUse ? 'Copy this link to share your cart' : 'Copy this link to share your cart: it works once';
    case 'failed':
      return state.message;
    case 'idle':
    case 'sharing':
      return '';
  }
}

/**
 * "A cart can be shared by link": the owner chooses who the link works for (anyone, or only the first visitor:
 * the API records that with PUT /carts/my/link, so no visitor can spend a link shared for anyone), then
 * `{origin}/?cart={id}` is copied; when the clipboard is refused, the link shows to copy by hand.
 */
export function ShareCartButton({ cartId }: { cartId: string }) {
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  const [multiUse, setMultiUse] = useState(true);
  // On the cart page these are in the server HTML: a choice made before its scripts run would flip back.
  const hydrated = useHydrated();
  const fieldId = useId();
  const share = async () => {
    setState({ kind: 'sharing' });
    try {
      // The mode is recorded before the link is handed out, so a single-use link is single-use from its first visitor.
      await cartApi.shareCartLink(multiUse);
    } catch (error) {
      setState({ kind: 'failed', message: userFacingMessage(error) });
      return;
    }
    const url = shareCartUrl(window.location.origin, cartId);
    try {
      await navigator.clipboard.writeText(url);
      setState({ kind: 'copied', multiUse });
    } catch {
      setState({ kind: 'manual', url, multiUse });
    }
  };
  const choose = (next: boolean) => {
    setMultiUse(next);
    // A link copied under the other choice is not what the shopper now asks for: they share again.
    setState({ kind: 'idle' });
  };
  return (
    <div className="flex flex-col gap-2">
      <fieldset className="flex flex-col gap-1" disabled={!hydrated} data-testid="share-mode">
        <legend className="text-sm font-semibold">Who can open the link</legend>
        {LINK_MODES.map((mode) => (
          <label key={mode.value} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${fieldId}-mode`}
              value={mode.value}
              checked={multiUse === mode.multiUse}
              onChange={() => choose(mode.multiUse)}
              className="size-5 accent-brand"
            />
            {mode.label}
          </label>
        ))}
      </fieldset>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className="min-h-11 rounded-brand border-2 border-brand px-4 font-semibold"
          onClick={() => void share()}
          disabled={!hydrated || state.kind === 'sharing'}
        >
          Share cart
        </button>
        <p role="status" className="min-h-6 text-sm font-semibold" data-testid="share-status">
          {statusText(state)}
        </p>
      </div>
      {state.kind === 'manual' ? (
        <>
          <label htmlFor={fieldId} className="text-sm">
            Cart link
          </label>
          <input
            id={fieldId}
            readOnly
            value={state.url}
            onFocus={(event) => event.target.select()}
            className="min-h-11 rounded-brand border border-muted/60 bg-page px-3 text-sm"
            data-testid="share-link"
          />
        </>
      ) : null}
    </div>
  );
}
