'use client';

import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const INPUT_CLASS =
  'min-h-11 w-full min-w-0 rounded-brand border border-muted/60 bg-page px-3 text-base aria-invalid:border-2 aria-invalid:border-red-700';

export interface AccountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** Help shown under the label and read with the field (the password policy). */
  hint?: string;
}

/**
 * A visible label per input; the hint and the error are tied to the input (aria-describedby), the error
 * region is always present so a message appearing is announced, and aria-invalid marks the field.
 */
export function AccountField({ label, registration, error, hint, ...input }: AccountFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint === undefined ? null : hintId, error === undefined ? null : errorId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-semibold">
        {label}
      </label>
      {hint === undefined ? null : (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        {...input}
        {...registration}
        id={inputId}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        className={INPUT_CLASS}
      />
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm font-semibold text-red-700">
        {error ?? ''}
      </p>
    </div>
  );
}

/** The email input of every account form (the sign-in form's is the username of the saved credential). */
export function EmailField({
  registration,
  error,
  autoComplete = 'email',
}: Pick<AccountFieldProps, 'registration' | 'error'> & { autoComplete?: 'email' | 'username' }) {
  return (
    <AccountField
      label="Email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      maxLength={254}
      registration={registration}
      error={error}
    />
  );
}
