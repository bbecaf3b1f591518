'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  billingFormSchema,
  emptyBillingForm,
  type BillingForm as BillingValues,
  type BillingFormInput,
} from '@store/core/checkout/address-form';
import type { AddressKind, AddressRegion } from '@store/core/checkout/address-rules';
import { AddressFields } from './address-fields';
import { AddressFormFrame } from './address-form-frame';
import { editableDefaults } from './editable-defaults';
import { useZipCheck } from './use-zip-check';

export interface BillingFormProps {
  region: AddressRegion;
  /** A stored billing address, or the shipping address to start from (pre-fill). */
  defaultValues?: Partial<BillingFormInput>;
  onSubmit: (values: BillingValues) => void | Promise<void>;
  submitLabel: string;
  pending?: boolean;
  /** The address wording: billing (default), or shipping for a saved account address ('Please enter a shipping address'). */
  kind?: AddressKind;
}

/**
 * Billing form: the shipping form's fields without Email ('Please enter a billing address'). The caller
 * shows it only when "different billing" is on; submit waits for the ZIP/city check and focuses the first invalid field.
 */
export function BillingForm({
  region,
  defaultValues,
  onSubmit,
  submitLabel,
  pending = false,
  kind = 'billing',
}: BillingFormProps) {
  const [schema] = useState(() => billingFormSchema(region, kind));
  const form = useForm<BillingFormInput, unknown, BillingValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: editableDefaults(region, { ...emptyBillingForm(), ...defaultValues }),
  });
  const [zip, state, city, line1] = useWatch({ control: form.control, name: ['zip', 'state', 'city', 'line1'] });
  const zipCheck = useZipCheck(region, { zip, state, city, line1 }, (field, message) => {
    if (message !== null) form.setError(field, { type: 'server', message });
    else if (form.getFieldState(field).error?.type === 'server') form.clearErrors(field);
  });

  const submit = form.handleSubmit(async (values) => {
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
        <AddressFields region={region} />
      </AddressFormFrame>
    </FormProvider>
  );
}
