'use client';

import type { FormEvent } from 'react';
import type { CheckoutAddress } from '../checkout-storage';

/** DESIGN §6 labels, so people and tests find the fields. */
const FIELDS: ReadonlyArray<{ name: keyof CheckoutAddress; label: string; autoComplete: string; optional?: boolean }> = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name' },
  { name: 'line1', label: 'Address', autoComplete: 'address-line1' },
  { name: 'line2', label: 'Apartment, suite, etc.', autoComplete: 'address-line2', optional: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zip', label: 'ZIP code', autoComplete: 'postal-code' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel' },
  { name: 'email', label: 'Email', autoComplete: 'email' },
];

export const EMPTY_ADDRESS: CheckoutAddress = { fullName: '', line1: '', line2: '', city: '', state: '', zip: '', phone: '' };

export interface PlaceholderAddressFormProps {
  kind: 'shipping' | 'billing';
  values: CheckoutAddress;
  /** Every keystroke is kept (SPEC §3 CheckoutDataV2: a reload keeps what was typed). */
  onChange: (values: CheckoutAddress) => void;
  onSubmit: () => void;
  submitLabel: string;
}

/**
 * A stand-in for the "forms" work (`address/shipping-form.tsx`, `billing-form.tsx`, with SPEC §5 validation), wired in
 * at merge: plain labelled fields, so the steps, their navigation and the saved state can be used and tested today.
 */
export function PlaceholderAddressForm({ kind, values, onChange, onSubmit, submitLabel }: PlaceholderAddressFormProps) {
  const fields = FIELDS.filter((f) => kind === 'shipping' || f.name !== 'email');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" data-testid={`${kind}-form-slot`}>
      {fields.map((f) => (
        <label key={f.name} className="flex flex-col gap-1">
          <span className="font-semibold">{f.label}</span>
          <input
            name={f.name}
            required={f.optional !== true}
            autoComplete={`${kind} ${f.autoComplete}`}
            value={values[f.name] ?? ''}
            onChange={(event) => onChange({ ...values, [f.name]: event.target.value })}
            className="min-h-11 w-full rounded-brand border border-muted/40 px-3"
          />
        </label>
      ))}
      <button type="submit" className="mt-2 min-h-12 rounded-brand bg-brand px-4 font-semibold text-brand-text">
        {submitLabel}
      </button>
    </form>
  );
}
