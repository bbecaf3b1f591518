'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { PRIMARY_BUTTON } from './button-styles';

/**
 * The submit button of the account forms: disabled while the form is sent, and until the page's scripts have run (a
 * press before then would send the fields, a password among them, in the address by the browser's own GET).
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={`${PRIMARY_BUTTON} mt-2`} disabled={!hydrated || busy}>
      {children}
    </button>
  );
}
