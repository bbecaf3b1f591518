'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { EmailOnlyForm } from '@store/core/accounts/account-forms';
import { userFacingMessage } from '../../lib/api/errors';
import { AccountForm } from './account-form';
import { EmailField } from './account-field';
import { SubmitButton } from './submit-button';
import { useSharedEmail } from './shared-email';
import { FormOutcomeMessage, NO_OUTCOME, type FormOutcome } from './form-outcome';
import { lazyResolver } from './lazy-account-forms';

export interface EmailLinkFormProps {
  email: string;
  onEmail: (email: string) => void;
  submitLabel: string;
  /** The API call; it answers the same for known and unknown emails. */
  send: (body: EmailOnlyForm) => Promise<unknown>;
  /** The confirmation, worded so it never says whether an account exists. */
  confirmation: (email: string) => string;
  testId: string;
}

/** "Email me a sign-in link" and "Forgot password?": one email field, then a check-your-email confirmation. */
export function EmailLinkForm({ email, onEmail, submitLabel, send, confirmation, testId }: EmailLinkFormProps) {
  const form = useForm<EmailOnlyForm>({
    resolver: lazyResolver((runtime) => runtime.resolvers.emailOnly),
    mode: 'onTouched',
    defaultValues: { email },
  });
  const emailOptions = useSharedEmail(form, email, onEmail);
  const [outcome, setOutcome] = useState<FormOutcome>(NO_OUTCOME);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setOutcome(NO_OUTCOME);
    try {
      await send(values);
      setOutcome({ kind: 'done', message: confirmation(values.email) });
    } catch (error) {
      setOutcome({ kind: 'error', message: userFacingMessage(error) });
    }
  });

  return (
    <AccountForm onSubmit={submit} busy={isSubmitting}>
      <EmailField registration={form.register('email', emailOptions)} error={errors.email?.message} />
      <FormOutcomeMessage outcome={outcome} testId={testId} />
      <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
    </AccountForm>
  );
}
