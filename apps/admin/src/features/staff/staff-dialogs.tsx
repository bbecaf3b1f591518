import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { BRAND_KEYS } from '@store/core/brands';
import { STAFF_ROLES } from '@store/core/back-office/staff-roles';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { INPUT_CLASS, TextField } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api/client';
import { meQuery } from '../../lib/api/auth';
import {
  createStaff,
  newPasswordLink,
  staffAction,
  updateStaff,
  type StaffAccount,
  type StaffAction,
  type StaffPasswordLink,
} from '../../lib/api/staff';
import { brandName } from '../../lib/labels';
import { DialogFooter } from '../orders/dialogs/dialog-footer';
import {
  accessRequestOf,
  accessValuesOf,
  newStaffSchema,
  ROLE_LABELS,
  staffAccessSchema,
  type NewStaffValues,
  type StaffAccessValues,
} from './staff-form';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** After a change: the list is read again. */
function useStaffChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff'] });
}

/** The one-time link, selectable and copyable; the store emails staff nothing, so the owner hands it over. */
function PasswordLinkPanel({ link }: { link: StaffPasswordLink }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard
      ?.writeText(link.link)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        Give this link to {link.account.email}. It sets their password, works once and expires in 24 hours.
      </p>
      <label className="text-sm font-semibold text-slate-800" htmlFor="staff-password-link">
        Set-password link
      </label>
      <input
        id="staff-password-link"
        readOnly
        value={link.link}
        onFocus={(event) => event.currentTarget.select()}
        className={`${INPUT_CLASS} font-mono text-xs`}
      />
      <div className="flex items-center gap-3">
        <Button variant="primary" onClick={() => void copy()}>
          Copy link
        </Button>
        <span role="status" className="text-sm text-slate-600">
          {copied ? 'Copied' : ''}
        </span>
      </div>
    </div>
  );
}

/** Role select and brands (All brands, or some) shared by the add and edit forms. */
function AccessFields({
  control,
  errors,
}: {
  control: Control<StaffAccessValues> | Control<NewStaffValues>;
  errors: FieldErrors<StaffAccessValues>;
}) {
  const c = control as Control<StaffAccessValues>;
  // An owner scoped to some brands grants only those (the API refuses more); only an all-brands owner grants all.
  const { data: me } = useSuspenseQuery(meQuery);
  const grantable = me.brands === 'all' ? BRAND_KEYS : BRAND_KEYS.filter((key) => me.brands.includes(key));
  return (
    <>
      <Controller
        control={c}
        name="role"
        render={({ field }) => (
          <SelectField
            label="Role"
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            options={ROLE_OPTIONS}
            error={errors.role?.message}
          />
        )}
      />
      <Controller
        control={c}
        name="allBrands"
        render={({ field: all }) => (
          <Controller
            control={c}
            name="brands"
            render={({ field: brands }) => (
              <fieldset className="flex flex-col gap-2" aria-describedby="staff-brands-error">
                <legend className="mb-1 text-sm font-semibold text-slate-800">Brands</legend>
                {me.brands === 'all' ? (
                  <label className="flex items-center gap-2 text-sm font-semibold">
                    <input type="checkbox" checked={all.value} onChange={(e) => all.onChange(e.target.checked)} />
                    All brands (and brands added later)
                  </label>
                ) : null}
                <div className="grid grid-cols-2 gap-1 pl-1">
                  {grantable.map((key) => (
                    <label key={key} className={`flex items-center gap-2 text-sm ${all.value ? 'text-slate-400' : ''}`}>
                      <input
                        type="checkbox"
                        disabled={all.value}
                        checked={all.value || brands.value.includes(key)}
                        onChange={(e) =>
                          brands.onChange(
                            e.target.checked ? [...brands.value, key] : brands.value.filter((brand) => brand !== key),
                          )
                        }
                      />
                      {brandName(key)}
                    </label>
                  ))}
                </div>
                <p id="staff-brands-error" aria-live="polite" className="min-h-4 text-xs font-semibold text-red-700">
                  {errors.brands?.message ?? ''}
                </p>
              </fieldset>
            )}
          />
        )}
      />
    </>
  );
}

/** "Add staff": the account, then the link to hand over. */
export function AddStaffDialog({ open, onOpenChange }: DialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add staff"
      description="They choose their own password from a link."
    >
      <AddStaffForm />
    </AppDialog>
  );
}

function AddStaffForm() {
  const changed = useStaffChanged();
  const form = useForm<NewStaffValues>({
    resolver: zodResolver(newStaffSchema),
    defaultValues: { email: '', name: '', role: 'support', allBrands: false, brands: [] },
  });
  const mutation = useMutation({
    mutationFn: (values: NewStaffValues) =>
      createStaff({
        email: values.email.trim(),
        ...(values.name.trim() ? { name: values.name.trim() } : {}),
        ...accessRequestOf(values, BRAND_KEYS),
      }),
    onSuccess: () => changed(),
  });
  if (mutation.data)
    return (
      <>
        <PasswordLinkPanel link={mutation.data} />
        <DialogFooter>{null}</DialogFooter>
      </>
    );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      {mutation.isError ? <ErrorAlert title="The account was not added">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Name"
        hint="Optional: the part of the email before @ otherwise"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <AccessFields control={form.control} errors={form.formState.errors} />
      <DialogFooter>
        <Button type="submit" variant="primary" pending={mutation.isPending}>
          Add staff
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Edit an account's role and brands. */
export function EditAccessDialog({ account, open, onOpenChange }: DialogProps & { account: StaffAccount }) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={`Role and brands of ${account.email}`}>
      <EditAccessForm account={account} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function EditAccessForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const changed = useStaffChanged();
  const notify = useToast();
  const form = useForm<StaffAccessValues>({ resolver: zodResolver(staffAccessSchema), defaultValues: accessValuesOf(account) });
  const mutation = useMutation({
    mutationFn: (values: StaffAccessValues) => updateStaff(account.id, accessRequestOf(values, BRAND_KEYS)),
    onSuccess: async () => {
      notify({ title: 'Access changed' });
      onDone();
      await changed();
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      {mutation.isError ? <ErrorAlert title="Nothing was changed">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <AccessFields control={form.control} errors={form.formState.errors} />
      <DialogFooter>
        <Button type="submit" variant="primary" pending={mutation.isPending}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

const CONFIRM: Record<StaffAction, { title: string; body: string; button: string; done: string; danger: boolean }> = {
  disable: {
    title: 'Disable',
    body: 'They are signed out at once and cannot sign in until the account is enabled again.',
    button: 'Disable account',
    done: 'Account disabled',
    danger: true,
  },
  enable: {
    title: 'Enable',
    body: 'They can sign in again with their password.',
    button: 'Enable account',
    done: 'Account enabled',
    danger: false,
  },
  'reset-two-factor': {
    title: 'Reset two-step sign-in of',
    body: 'For a lost authenticator: they are signed out, sign in with their password alone and set up two-step sign-in again.',
    button: 'Reset two-step sign-in',
    done: 'Two-step sign-in reset',
    danger: true,
  },
};

/** Disable, enable or reset two-step sign-in, after a confirmation. */
export function ConfirmActionDialog({
  account,
  action,
  open,
  onOpenChange,
}: DialogProps & { account: StaffAccount; action: StaffAction }) {
  const words = CONFIRM[action];
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={`${words.title} ${account.email}?`} description={words.body}>
      <ConfirmActionForm account={account} action={action} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function ConfirmActionForm({ account, action, onDone }: { account: StaffAccount; action: StaffAction; onDone: () => void }) {
  const changed = useStaffChanged();
  const notify = useToast();
  const words = CONFIRM[action];
  const mutation = useMutation({
    mutationFn: () => staffAction(account.id, action),
    onSuccess: async () => {
      notify({ title: words.done });
      onDone();
      await changed();
    },
  });
  return (
    <>
      {mutation.isError ? <ErrorAlert title="Nothing was changed">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <DialogFooter>
        <Button variant={words.danger ? 'danger' : 'primary'} pending={mutation.isPending} onClick={() => mutation.mutate()}>
          {words.button}
        </Button>
      </DialogFooter>
    </>
  );
}

/** A new set-password link for an account, made when the owner asks (each opening makes at most one). */
export function PasswordLinkDialog({ account, open, onOpenChange }: DialogProps & { account: StaffAccount }) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={`New password link for ${account.email}`}>
      <PasswordLinkForm account={account} />
    </AppDialog>
  );
}

function PasswordLinkForm({ account }: { account: StaffAccount }) {
  const mutation = useMutation({ mutationFn: () => newPasswordLink(account.id) });
  if (mutation.data)
    return (
      <>
        <PasswordLinkPanel link={mutation.data} />
        <DialogFooter>{null}</DialogFooter>
      </>
    );
  return (
    <>
      <p className="text-sm text-slate-700">
        The link lets whoever opens it set this account&apos;s password and signs the account out everywhere once used.
      </p>
      {mutation.isError ? <ErrorAlert title="No link was made">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <DialogFooter>
        <Button variant="primary" pending={mutation.isPending} onClick={() => mutation.mutate()}>
          Make link
        </Button>
      </DialogFooter>
    </>
  );
}
