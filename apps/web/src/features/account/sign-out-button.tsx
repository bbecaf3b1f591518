'use client';

import { useState } from 'react';
import { signOut } from '../../lib/api/accounts';
import { userFacingMessage } from '../../lib/api/errors';
import { TEXT_BUTTON } from './button-styles';
import { reloadAs } from './reload-as';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * Sign out (used on /my-account and after a link sign-in): ends the session, then a full load of
 * `redirectTo` so the header and the cart are a signed-out shopper's. A failure says so and leaves the shopper signed in.
 */
export function SignOutButton({ redirectTo = '/', className = TEXT_BUTTON }: { redirectTo?: string; className?: string }) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();

  const run = async () => {
    setWorking(true);
    setError(null);
    try {
      await signOut();
      reloadAs(redirectTo);
    } catch (failure) {
      setError(userFacingMessage(failure));
      setWorking(false);
    }
  };

  return (
    <div className="flex flex-col items-start">
      <button
        type="button"
        className={className}
        onClick={() => void run()}
        disabled={!hydrated || working}
        data-testid="sign-out"
      >
        Sign out
      </button>
      <p aria-live="polite" className="text-sm font-semibold text-red-700">
        {error ?? ''}
      </p>
    </div>
  );
}
