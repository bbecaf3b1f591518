import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { signInFormSchema, type SignInForm } from '@store/core/accounts/account-forms';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { meQuery, signIn, submitTwoFactorCode } from '../../lib/api/auth';
import { ApiError, errorMessage } from '../../lib/api/client';
import type { StaffMe } from '../../lib/api/types';
import { AuthFrame } from './auth-frame';

const route = getRouteApi('/sign-in');

const codeFormSchema = z.object({
  code: z.string().trim().min(1, 'Please enter the code from your authenticator app').max(40, 'A code is at most 40 characters'),
});

/** What a failed sign-in says: the API's message, or plainly that the staff API is not there (yet) on this server. */
export function signInError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404)
    return `Staff sign-in is not available on this server: the API answered 404 (${error.message}).`;
  return errorMessage(error);
}

/** Sign-in: email and password, then a TOTP (or backup) code when the API asks for one. */
export function SignInPage() {
  const { next } = route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'password' | 'code'>('password');

  const signedIn = (staff: StaffMe) => {
    queryClient.setQueryData(meQuery.queryKey, staff);
    void navigate({ href: next ?? '/', replace: true });
  };

  return (
    <AuthFrame title={step === 'password' ? 'Sign in' : 'Two-step verification'}>
      {step === 'password' ? (
        <PasswordStep onCodeAsked={() => setStep('code')} onSignedIn={signedIn} />
      ) : (
        <CodeStep onSignedIn={signedIn} onBack={() => setStep('password')} />
      )}
    </AuthFrame>
  );
}

function PasswordStep({ onCodeAsked, onSignedIn }: { onCodeAsked: () => void; onSignedIn: (staff: StaffMe) => void }) {
  const form = useForm<SignInForm>({ resolver: zodResolver(signInFormSchema), defaultValues: { email: '', password: '' } });
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if ('staff' in answer && answer.staff) onSignedIn(answer.staff);
      else onCodeAsked();
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="flex flex-col gap-2">
      {mutation.isError ? <ErrorAlert title="Could not sign in">{signInError(mutation.error)}</ErrorAlert> : null}
      <TextField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...form.register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" variant="primary" pending={mutation.isPending} className="mt-2">
        Sign in
      </Button>
    </form>
  );
}

function CodeStep({ onSignedIn, onBack }: { onSignedIn: (staff: StaffMe) => void; onBack: () => void }) {
  const form = useForm<z.infer<typeof codeFormSchema>>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const mutation = useMutation({ mutationFn: submitTwoFactorCode, onSuccess: (answer) => onSignedIn(answer.staff) });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ code }) => mutation.mutate(code))} className="flex flex-col gap-2">
      <p className="mb-2 text-sm text-slate-700">
        Enter the 6-digit code from your authenticator app, or one of your backup codes.
      </p>
      {mutation.isError ? <ErrorAlert title="Could not verify the code">{signInError(mutation.error)}</ErrorAlert> : null}
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" variant="primary" pending={mutation.isPending} className="mt-2">
        Verify
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Use another account
      </Button>
    </form>
  );
}
