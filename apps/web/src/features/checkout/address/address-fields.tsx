'use client';

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormContext, type FieldError } from 'react-hook-form';
import { stateOptions } from '@store/core/address/states';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import type { ShippingFormInput } from '@store/core/checkout/address-form';
import { formatPhone } from '@store/core/checkout/phone';
import { addressLabels } from './address-labels';

const INPUT_CLASS =
  'min-h-11 w-full min-w-0 rounded-brand border border-muted/60 bg-page px-3 text-base aria-invalid:border-2 aria-invalid:border-red-700';

/** A field's error: always present, so a message that appears while typing is announced (aria-live), tied by id. */
function FieldError({ id, error }: { id: string; error: FieldError | undefined }) {
  return (
    <p id={id} aria-live="polite" className="min-h-5 text-sm font-semibold text-red-700">
      {error?.message ?? ''}
    </p>
  );
}

interface FieldProps {
  label: ReactNode;
  error: FieldError | undefined;
  className?: string;
  children: (ids: { inputId: string; errorId: string; invalid: boolean }) => ReactNode;
}

/** A visible label per input; aria-invalid and aria-describedby point at the error text when there is one. */
function Field({ label, error, className, children }: FieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={inputId} className="font-semibold">
        {label}
      </label>
      {children({ inputId, errorId, invalid: error !== undefined })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The form's text values (everything but the consent checkboxes). */
type TextName = 'fullName' | 'line1' | 'line2' | 'city' | 'state' | 'zip' | 'phone' | 'email';

const a11y = (ids: { inputId: string; errorId: string; invalid: boolean }) => ({
  id: ids.inputId,
  'aria-invalid': ids.invalid,
  'aria-describedby': ids.invalid ? ids.errorId : undefined,
});

/**
 * Address fields shared by the shipping and billing forms, in this order: Full name, Address, Apartment,
 * suite, etc., City, State, ZIP code, Phone (and Email on shipping). Autofill names each field (`autocomplete`);
 * phone is shown as (xxx) xxx-xxxx once it has 10 digits. Mobile first: one column, City/State/ZIP share a row from sm.
 */
export function AddressFields({ region, withEmail = false }: { region: AddressRegion; withEmail?: boolean }) {
  // The billing form's values are the shipping form's without email: one typed context serves both.
  const { register, setValue, getFieldState, formState } = useFormContext<ShippingFormInput>();
  // Also written into the server-rendered markup, so a stored address shows before the form hydrates.
  const initial = (name: TextName) => formState.defaultValues?.[name] ?? '';
  const labels = addressLabels(region);
  const errorOf = (name: keyof ShippingFormInput) => getFieldState(name, formState).error;
  const text = (name: TextName, extra: InputHTMLAttributes<HTMLInputElement>) => (ids: Parameters<FieldProps['children']>[0]) => (
    <input {...register(name)} {...a11y(ids)} {...extra} defaultValue={initial(name)} className={INPUT_CLASS} />
  );

  return (
    <div className="grid grid-cols-1 gap-x-3 gap-y-1 sm:grid-cols-6">
      <Field label="Full name" error={errorOf('fullName')} className="sm:col-span-6">
        {text('fullName', { autoComplete: 'name', maxLength: 60 })}
      </Field>
      <Field label="Address" error={errorOf('line1')} className="sm:col-span-6">
        {text('line1', { autoComplete: 'address-line1', maxLength: 120 })}
      </Field>
      <Field label="Apartment, suite, etc." error={errorOf('line2')} className="sm:col-span-6">
        {text('line2', { autoComplete: 'address-line2', maxLength: 60 })}
      </Field>
      <Field label="City" error={errorOf('city')} className="sm:col-span-2">
        {text('city', { autoComplete: 'address-level2', maxLength: 60 })}
      </Field>
      <Field label={labels.state} error={errorOf('state')} className="sm:col-span-2">
        {(ids) => (
          <select
            {...register('state')}
            {...a11y(ids)}
            autoComplete="address-level1"
            defaultValue={initial('state')}
            className={INPUT_CLASS}
          >
            <option value="">{labels.statePlaceholder}</option>
            {stateOptions(region).map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={labels.zip} error={errorOf('zip')} className="sm:col-span-2">
        {text('zip', {
          autoComplete: 'postal-code',
          inputMode: region === 'US' ? 'numeric' : 'text',
          autoCapitalize: 'characters',
          maxLength: 10,
        })}
      </Field>
      <Field label="Phone" error={errorOf('phone')} className={withEmail ? 'sm:col-span-3' : 'sm:col-span-6'}>
        {(ids) => (
          <input
            {...register('phone', {
              // Display format: once the number is complete it reads (xxx) xxx-xxxx.
              onBlur: (event: { target: HTMLInputElement }) =>
                setValue('phone', formatPhone(event.target.value), { shouldValidate: formState.isSubmitted }),
            })}
            {...a11y(ids)}
            type="tel"
            defaultValue={initial('phone')}
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            placeholder="(555) 555-5555"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      {withEmail ? (
        <Field label="Email" error={errorOf('email')} className="sm:col-span-3">
          {text('email', { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 60 })}
        </Field>
      ) : null}
    </div>
  );
}
