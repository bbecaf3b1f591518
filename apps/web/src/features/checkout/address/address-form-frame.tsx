import type { FormEvent, ReactNode } from 'react';

/** The form element and its submit button, shared by the shipping and billing forms (the browser's own validation off). */
export function AddressFormFrame({
  onSubmit,
  submitLabel,
  pending,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <form className="flex w-full flex-col gap-3" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      {children}
      <button
        type="submit"
        className="min-h-12 w-full rounded-brand bg-brand px-4 font-semibold text-brand-text disabled:opacity-60 sm:w-auto sm:self-end"
        disabled={pending}
      >
        {submitLabel}
      </button>
    </form>
  );
}
