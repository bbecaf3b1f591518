import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { newPasswordFormSchema } from '@store/core/accounts/account-forms';
import { PASSWORD_POLICY_HINT } from '@store/core/accounts/password-policy';
import { ErrorAlert, Notice } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { setPassword } from '../../lib/api/auth';
import { errorMessage } from '../../lib/api/client';
import { AuthFrame } from './auth-frame';

const route = getRouteApi('/set-password');

const setPasswordSchema = newPasswordFormSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: 'The two passwords differ', path: ['confirm'] });

/** "Set your password": the one-time link staff:add prints (`/set-password?token=`). */
export function SetPasswordPage() {
  const { token } = route.useSearch();
  const form = useForm<z.infer<typeof setPasswordSchema>>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const mutation = useMutation({ mutationFn: setPassword });

  if (!token)
    return (
      <AuthFrame title="Set your password">
        <ErrorAlert>This link has no token. Open the whole link you were given, or ask an owner for a new one.</ErrorAlert>
      </AuthFrame>
    );
  if (mutation.isSuccess)
    return (
      <AuthFrame title="Set your password">
        <Notice>Your password is set.</Notice>
        <Link to="/sign-in" className="text-accent mt-4 inline-block font-semibold underline">
          Sign in
        </Link>
      </AuthFrame>
    );
  const { errors } = form.formState;
  return (
    <AuthFrame title="Set your password">
      <form
        noValidate
        onSubmit={form.handleSubmit(({ password }) => mutation.mutate({ token, password }))}
        className="flex flex-col gap-2"
      >
        {mutation.isError ? <ErrorAlert title="Could not set the password">{errorMessage(mutation.error)}</ErrorAlert> : null}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_POLICY_HINT}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        <Button type="submit" variant="primary" pending={mutation.isPending} className="mt-2">
          Set password
        </Button>
      </form>
    </AuthFrame>
  );
}
