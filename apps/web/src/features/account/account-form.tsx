import type { FormEvent, ReactNode } from 'react';
import { warmAccountForms } from './lazy-account-forms';

/**
 * The form element of the login page's forms: the browser's own validation off (the fields show the schemas'
 * messages), and the schemas loading on the first focus inside it.
 */
export function AccountForm({
  onSubmit,
  busy,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <form
      className="flex flex-col gap-1"
      noValidate
      onFocus={warmAccountForms}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy}
    >
      {children}
    </form>
  );
}
