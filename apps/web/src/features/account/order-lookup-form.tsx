'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OrderLookupForm, OrderLookupFormInput } from '@store/core/accounts/account-forms';
import { MY_ACCOUNT_PATH } from '@store/core/pages';
import { userFacingMessage } from '../../lib/api/errors';
import { HydrateApart } from '../../components/hydrate-apart';
import { AccountForm } from './account-form';
import { AccountField, EmailField } from './account-field';
import { SubmitButton } from './submit-button';
import { FormOutcomeMessage, NO_OUTCOME, type FormOutcome } from './form-outcome';
import { lazyResolver, loadAccountForms } from './lazy-account-forms';

/**
 * Guest order look-up: email + ZIP + order number → POST /orders/lookup, which lets this browser read the
 * order; on a match the shopper goes to its page, on a miss the API's message shows ('We could not find an order
 * with those details').
 */
export function OrderLookupForm() {
  // Hydrated after the rest of the page: its useForm's re-render at hydration stays out of the page's long task.
  return (
    <HydrateApart>
      <OrderLookupFields />
    </HydrateApart>
  );
}

function OrderLookupFields() {
  const form = useForm<OrderLookupFormInput, unknown, OrderLookupForm>({
    resolver: lazyResolver((runtime) => runtime.resolvers.orderLookup),
    mode: 'onTouched',
    defaultValues: { email: '', zip: '', shortId: '' },
  });
  const [outcome, setOutcome] = useState<FormOutcome>(NO_OUTCOME);
  const { errors, isSubmitting } = form.formState;
  const leaving = outcome.kind === 'done';

  const submit = form.handleSubmit(async (values) => {
    setOutcome(NO_OUTCOME);
    try {
      const { orderId } = await (await loadAccountForms()).api.lookUpOrder(values);
      setOutcome({ kind: 'done', message: 'Found it. Opening your order…' });
      window.location.assign(`${MY_ACCOUNT_PATH}/orders/${encodeURIComponent(orderId)}`);
    } catch (error) {
      setOutcome({ kind: 'error', message: userFacingMessage(error) });
    }
  });

  return (
    <AccountForm onSubmit={submit} busy={isSubmitting}>
      <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-3">
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <AccountField
          label="ZIP code"
          autoComplete="postal-code"
          autoCapitalize="characters"
          maxLength={10}
          registration={form.register('zip')}
          error={errors.zip?.message}
        />
        <AccountField
          label="Order number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          registration={form.register('shortId')}
          error={errors.shortId?.message}
        />
      </div>
      <FormOutcomeMessage outcome={outcome} testId="order-lookup-outcome" />
      <SubmitButton busy={isSubmitting || leaving}>Find my order</SubmitButton>
    </AccountForm>
  );
}
