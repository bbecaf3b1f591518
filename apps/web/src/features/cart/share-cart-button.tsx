'use client';

import { useId, useState } from 'react';
import { shareCartUrl } from './cart-link';

type ShareState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; url: string };

/** SPEC §1 "A cart can be shared by link": copies `{origin}/?cart={id}`; when the clipboard is refused, shows the link to copy by hand. */
export function ShareCartButton({ cartId }: { cartId: string }) {
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  const fieldId = useId();
  const share = async () => {
    const url = shareCartUrl(window.location.origin, cartId);
    try {
      await navigator.clipboard.writeText(url);
      setState({ kind: 'copied' });
    } catch {
      setState({ kind: 'manual', url });
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <button
          type="button"
          className="min-h-11 rounded-brand border-2 border-brand px-4 font-semibold"
          onClick={() => void share()}
        >
          Share cart
        </button>
        <p role="status" className="min-h-6 text-sm font-semibold" data-testid="share-status">
          {state.kind === 'copied' ? 'Link copied' : state.kind === 'manual' ? 'Copy this link to share your cart' : ''}
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
