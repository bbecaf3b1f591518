'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SignInForm } from '@store/core/accounts/account-forms';
import { userFacingMessage } from '../../lib/api/errors';
import { AccountForm } from './account-form';
import { AccountField, EmailField } from './account-field';
import { SubmitButton } from './submit-button';
import { useSharedEmail } from './shared-email';
import { FormOutcomeMessage, NO_OUTCOME, type FormOutcome } from './form-outcome';
import { lazyResolver, loadAccountForms } from './lazy-account-forms';
import { reloadAs } from './reload-as';

/**
 * Sign in with email and password. The API's answer shows as it is ('Invalid email or password' for an
 * unknown email and a wrong password alike, the not-verified and rate-limit messages); on success the shopper goes
 * to `next` (already made safe by core safeNextPath) with a full page load.
 */
export function PasswordSignInForm({ next, email, onEmail }: { next: string; email: string; onEmail: (email: string) => void }) {
  const form = useForm<SignInForm>({
    resolver: lazyResolver((runtime) => runtime.resolvers.signIn),
    mode: 'onTouched',
    defaultValues: { email, password: '' },
  });
  const emailOptions = useSharedEmail(form, email, onEmail);
  const [outcome, setOutcome] = useState<FormOutcome>(NO_OUTCOME);
  const { errors, isSubmitting } = form.formState;
  const leaving = outcome.kind === 'done';

  const submit = form.handleSubmit(async (values) => {
    setOutcome(NO_OUTCOME);
    try {
      await (await loadAccountForms()).api.signIn(values);
      setOutcome({ kind: 'done', message: 'You are signed in. Taking you there…' });
      reloadAs(next);
    } catch (error) {
      setOutcome({ kind: 'error', message: userFacingMessage(error) });
    }
  });

  return (
    <AccountForm onSubmit={submit} busy={isSubmitting}>
      <EmailField autoComplete="username" registration={form.register('email', emailOptions)} error={errors.email?.message} />
      <AccountField
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={256}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <FormOutcomeMessage outcome={outcome} testId="sign-in-outcome" />
      <SubmitButton busy={isSubmitting || leaving}>Sign in</SubmitButton>
    </AccountForm>
  );
}
