'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SignUpForm } from '@store/core/accounts/account-forms';
import { PASSWORD_POLICY_HINT } from '@store/core/accounts/password-policy';
import { userFacingMessage } from '../../lib/api/errors';
import { HydrateApart } from '../../components/hydrate-apart';
import { AccountForm } from './account-form';
import { AccountField, EmailField } from './account-field';
import { SubmitButton } from './submit-button';
import { FormOutcomeMessage, NO_OUTCOME, type FormOutcome } from './form-outcome';
import { lazyResolver, loadAccountForms } from './lazy-account-forms';

/**
 * Create an account: name, email, a password under the policy (its hint under the label). The API answers
 * "check your email" for a new and an existing email alike, so the confirmation never says which it was; a policy
 * failure (a common password) shows the API's message.
 */
export function CreateAccountForm() {
  // Hydrated after the rest of the page: its useForm's re-render at hydration stays out of the page's long task.
  return (
    <HydrateApart>
      <CreateAccountFields />
    </HydrateApart>
  );
}

function CreateAccountFields() {
  const form = useForm<SignUpForm>({
    resolver: lazyResolver((runtime) => runtime.resolvers.signUp),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '' },
  });
  const [outcome, setOutcome] = useState<FormOutcome>(NO_OUTCOME);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setOutcome(NO_OUTCOME);
    try {
      await (await loadAccountForms()).api.signUp(values);
      form.resetField('password');
      setOutcome({
        kind: 'done',
        message: `Check your email. We sent a message to ${values.email}: follow its link to finish and sign in.`,
      });
    } catch (error) {
      setOutcome({ kind: 'error', message: userFacingMessage(error) });
    }
  });

  return (
    <AccountForm onSubmit={submit} busy={isSubmitting}>
      <AccountField
        label="Name"
        autoComplete="name"
        maxLength={100}
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <AccountField
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={256}
        hint={PASSWORD_POLICY_HINT}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <FormOutcomeMessage outcome={outcome} testId="create-account-outcome" />
      <SubmitButton busy={isSubmitting}>Create account</SubmitButton>
    </AccountForm>
  );
}
