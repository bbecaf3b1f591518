'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { IntentLink } from '../../components/intent-link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { newPasswordFormSchema, type NewPasswordForm } from '@store/core/accounts/account-forms';
import { PASSWORD_POLICY_HINT } from '@store/core/accounts/password-policy';
import { LOGIN_PATH } from '@store/core/pages';
import { confirmPasswordReset } from '../../lib/api/accounts';
import { userFacingMessage } from '../../lib/api/errors';
import { AccountField } from './account-field';
import { PRIMARY_BUTTON } from './button-styles';
import { SubmitButton } from './submit-button';
import { FormOutcomeMessage, NO_OUTCOME, type FormOutcome } from './form-outcome';
import { HydrateApart } from '../../components/hydrate-apart';

/**
 * /login/reset: a new password under the policy, sent with the emailed token (POST, once: the token is spent
 * by the first success; the button is disabled while it is sent). A policy failure keeps the form for another try; a used or expired link shows the API's
 * message and the way to a new one; success points to sign-in (other sessions of the account were ended).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  // Hydrated after the rest of the page: its useForm's re-render at hydration stays out of the page's long task.
  return (
    <HydrateApart>
      <ResetPasswordFields token={token} />
    </HydrateApart>
  );
}

function ResetPasswordFields({ token }: { token: string }) {
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const [outcome, setOutcome] = useState<FormOutcome>(NO_OUTCOME);
  const [changed, setChanged] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setOutcome(NO_OUTCOME);
    try {
      await confirmPasswordReset({ token, password: values.password });
      setChanged(true);
    } catch (error) {
      setOutcome({ kind: 'error', message: userFacingMessage(error) });
    }
  });

  if (changed) {
    return (
      <div className="flex flex-col gap-3" data-testid="password-changed">
        <p role="status" className="rounded-brand border-l-4 border-brand bg-surface p-3">
          Your password has been changed. Sign in with your new password.
        </p>
        <IntentLink href={LOGIN_PATH} className={`${PRIMARY_BUTTON} inline-flex items-center justify-center no-underline`}>
          Sign in
        </IntentLink>
      </div>
    );
  }
  return (
    <form className="flex flex-col gap-1" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
      <AccountField
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={256}
        hint={PASSWORD_POLICY_HINT}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <FormOutcomeMessage outcome={outcome} testId="reset-outcome" />
      {outcome.kind === 'error' ? (
        <IntentLink href={`${LOGIN_PATH}?mode=forgot`} className="font-semibold underline underline-offset-2">
          Email me a new reset link
        </IntentLink>
      ) : null}
      <SubmitButton busy={isSubmitting}>Save new password</SubmitButton>
    </form>
  );
}
