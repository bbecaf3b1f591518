'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  emptyShippingForm,
  shippingFormSchema,
  type ShippingForm as ShippingValues,
  type ShippingFormInput,
} from '@store/core/checkout/address-form';
import type { AddressCheckOutcome } from '@store/core/checkout/address-check';
import { CONSENT_LABELS } from '@store/core/checkout/consents';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import { ADDRESS_FIELDS, type CheckoutAddress } from '../checkout-storage';
import { AddressFields } from './address-fields';
import { AddressFormFrame } from './address-form-frame';
import { editableDefaults } from './editable-defaults';
import { useZipCheck } from './use-zip-check';

export interface ShippingFormProps {
  region: AddressRegion;
  /** A stored address (CheckoutDataV2) or nothing; consents default to email on, SMS off. */
  defaultValues?: Partial<ShippingFormInput>;
  onSubmit: (values: ShippingValues) => void | Promise<void>;
  submitLabel: string;
  pending?: boolean;
  /** Every change of the values (CheckoutDataV2: what is typed is saved; the region set follows). */
  onValuesChange?: (values: ShippingFormInput) => void;
  /**
   * The signed-in shopper's account values (default saved address and email), which come after the form is shown: each
   * field still empty takes its value in place, so what the shopper is typing is neither replaced nor lost.
   */
  accountValues?: CheckoutAddress | null;
  /** The region set's refusal (412): shown on its field; submit focuses that field and stops. */
  blocked?: AddressCheckOutcome | null;
  /** Shown after the consents, before the submit button (the shipping step's delivery options). */
  children?: ReactNode;
}

/**
 * Shipping form: the address fields, Email and the consents. The core schema validates on blur and again
 * on each change once touched; submit waits for the ZIP/city check and focuses the first invalid field.
 */
export function ShippingForm({
  region,
  defaultValues,
  onSubmit,
  submitLabel,
  pending = false,
  onValuesChange,
  accountValues = null,
  blocked = null,
  children,
}: ShippingFormProps) {
  const [schema] = useState(() => shippingFormSchema(region));
  const form = useForm<ShippingFormInput, unknown, ShippingValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: editableDefaults(region, { ...emptyShippingForm(), ...defaultValues }),
  });
  const [zip, state, city, line1] = useWatch({ control: form.control, name: ['zip', 'state', 'city', 'line1'] });
  const zipCheck = useZipCheck(region, { zip, state, city, line1 }, (field, message) => {
    if (message !== null) form.setError(field, { type: 'server', message });
    else if (form.getFieldState(field).error?.type === 'server') form.clearErrors(field);
  });

  const values = useWatch({ control: form.control });
  useEffect(() => {
    onValuesChange?.({ ...emptyShippingForm(), ...values });
  }, [values, onValuesChange]);
  useEffect(() => {
    if (accountValues === null) return;
    const shown = editableDefaults(region, accountValues);
    for (const field of ADDRESS_FIELDS) {
      // The live value, read now: the store's copy of what was typed follows it one render later.
      const typed = form.getValues(field);
      if (shown[field] !== '' && (typeof typed !== 'string' || typed.trim() === ''))
        form.setValue(field, shown[field], { shouldDirty: true });
    }
  }, [accountValues, form, region]);
  const blockedMessage = blocked === null || blocked.kind === 'valid' ? null : blocked.message;
  const blockedField = blocked === null || blocked.kind === 'valid' ? null : blocked.field;
  useEffect(() => {
    if (blockedField !== null && blockedMessage !== null)
      form.setError(blockedField, { type: 'region', message: blockedMessage });
    for (const field of ['zip', 'city'] as const)
      if (field !== blockedField && form.getFieldState(field).error?.type === 'region') form.clearErrors(field);
  }, [form, blockedField, blockedMessage]);

  const submit = form.handleSubmit(async (values) => {
    // No submit while the region set refuses the address (its 412 shows on the field, which takes focus).
    if (blockedField !== null && blockedMessage !== null) {
      form.setError(blockedField, { type: 'region', message: blockedMessage }, { shouldFocus: true });
      return;
    }
    const outcome = await zipCheck.verify(values);
    if (outcome !== null && outcome.kind !== 'valid') {
      form.setError(outcome.field, { type: 'server', message: outcome.message }, { shouldFocus: true });
      return;
    }
    await onSubmit(values);
  });

  return (
    <FormProvider {...form}>
      <AddressFormFrame onSubmit={submit} submitLabel={submitLabel} pending={pending || form.formState.isSubmitting}>
        <AddressFields region={region} withEmail />
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Updates</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              {...form.register('sendEmail')}
              defaultChecked={form.formState.defaultValues?.sendEmail}
              className="size-5 accent-brand"
            />
            {CONSENT_LABELS.sendEmail}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              {...form.register('sendSMS')}
              defaultChecked={form.formState.defaultValues?.sendSMS}
              className="size-5 accent-brand"
            />
            {CONSENT_LABELS.sendSMS}
          </label>
        </fieldset>
        {children}
      </AddressFormFrame>
    </FormProvider>
  );
}
