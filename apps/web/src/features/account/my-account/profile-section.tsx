'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NAME_MAX_LENGTH, profileFormSchema, type ProfileForm, type ProfileFormInput } from '@store/core/accounts/profile-form';
import { updateMe, type Me } from '../../../lib/api/my-account';
import { userFacingMessage } from '../../../lib/api/errors';
import { useHydrated } from '../../../lib/use-hydrated';
import { HydrateApart } from '../../../components/hydrate-apart';

interface ProfileSectionProps {
  me: Me;
  onSaved: (me: Me) => void;
}

/** /my-account profile: the name is editable (PUT /accounts/me), the email is shown. */
export function ProfileSection(props: ProfileSectionProps) {
  // Hydrated after the rest of the page: its useForm's re-render at hydration stays out of the page's long task.
  return (
    <HydrateApart>
      <ProfileFields {...props} />
    </HydrateApart>
  );
}

function ProfileFields({ me, onSaved }: ProfileSectionProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [status, setStatus] = useState<string>('');
  // Rendered on the server with the account: until the scripts run, Save would send the name by the browser's own GET.
  const hydrated = useHydrated();
  const form = useForm<ProfileFormInput, unknown, ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    defaultValues: { name: me.account.name },
  });
  const error = form.formState.errors.name;
  const submit = form.handleSubmit(async ({ name }) => {
    setStatus('');
    try {
      const saved = await updateMe({ name });
      onSaved(saved);
      form.reset({ name: saved.account.name });
      setStatus('Your name is saved.');
    } catch (failure) {
      form.setError('name', { type: 'server', message: userFacingMessage(failure) }, { shouldFocus: true });
    }
  });
  return (
    <section aria-labelledby="account-profile" className="flex flex-col gap-3" data-testid="account-profile">
      <h2 id="account-profile" className="text-2xl font-bold">
        Profile
      </h2>
      <p>
        Email:{' '}
        <span className="break-all font-semibold" data-testid="account-email">
          {me.account.email}
        </span>
      </p>
      <form className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate onSubmit={(event) => void submit(event)}>
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="font-semibold">
            Name
          </label>
          <input
            {...form.register('name')}
            id={inputId}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            aria-invalid={error !== undefined}
            aria-describedby={error === undefined ? undefined : errorId}
            className="min-h-11 w-full min-w-0 rounded-brand border border-muted/60 bg-page px-3 text-base aria-invalid:border-2 aria-invalid:border-red-700"
          />
          <p id={errorId} aria-live="polite" className="min-h-5 text-sm font-semibold text-red-700">
            {error?.message ?? ''}
          </p>
        </div>
        <button
          type="submit"
          disabled={!hydrated || form.formState.isSubmitting}
          className="min-h-11 rounded-brand bg-brand px-5 font-semibold text-brand-text disabled:opacity-60 sm:mt-7"
        >
          Save name
        </button>
      </form>
      <p role="status" className="min-h-5 text-sm">
        {status}
      </p>
    </section>
  );
}
