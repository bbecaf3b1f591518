import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { PageHeader } from '../../components/ui/section';
import { meQuery } from '../../lib/api/auth';
import { errorMessage } from '../../lib/api/client';
import { staffQuery, type StaffAccount, type StaffAction } from '../../lib/api/staff';
import { brandName, formatDateTime, formatDay } from '../../lib/labels';
import { AddStaffDialog, ConfirmActionDialog, EditAccessDialog, PasswordLinkDialog } from './staff-dialogs';
import { brandsText, ROLE_LABELS } from './staff-form';

type OpenDialog = { account: StaffAccount; kind: 'edit' | 'password-link' } | { account: StaffAccount; kind: StaffAction } | null;

const features = tableFeatures({});
const column = createColumnHelper<typeof features, StaffAccount>();

const NO_ACCOUNTS: StaffAccount[] = [];

/** Staff: every account (owners only), with adding, access changes, disabling, two-step reset and password links. */
export function StaffPage() {
  const { data: me } = useSuspenseQuery(meQuery);
  const query = useQuery(staffQuery);
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const accounts = query.data?.accounts ?? NO_ACCOUNTS;
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('email', {
          header: 'Person',
          cell: ({ row: { original: a } }) => (
            <div className="min-w-48 [overflow-wrap:anywhere]">
              <div className="font-semibold">
                {a.name}
                {a.id === me.id ? <span className="font-normal text-slate-600"> (you)</span> : null}
              </div>
              <div className="text-slate-600">{a.email}</div>
            </div>
          ),
        }),
        column.accessor('role', { header: 'Role', cell: ({ getValue }) => ROLE_LABELS[getValue()] }),
        column.accessor('brands', { header: 'Brands', cell: ({ getValue }) => brandsText(getValue(), brandName) }),
        column.accessor('twoFactorEnabled', {
          header: () => <span className="whitespace-nowrap">Two-step</span>,
          cell: ({ getValue }) => (getValue() ? <Badge tone="good">On</Badge> : <Badge tone="neutral">Off</Badge>),
        }),
        column.accessor('disabled', {
          header: 'Status',
          cell: ({ getValue }) => (getValue() ? <Badge tone="bad">Disabled</Badge> : <Badge tone="good">Active</Badge>),
        }),
        column.accessor('createdAt', {
          header: 'Added',
          cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDay(getValue())}</span>,
        }),
        column.accessor('lastSignInAt', {
          header: 'Last sign-in',
          cell: ({ getValue }) => <span className="block min-w-24">{getValue() ? formatDateTime(getValue()) : 'Never'}</span>,
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          cell: ({ row: { original: a } }) => (
            <div className="flex flex-wrap justify-end gap-1.5" aria-label={`Actions for ${a.email}`} role="group">
              <Button onClick={() => setDialog({ account: a, kind: 'edit' })}>Edit</Button>
              {a.disabled ? (
                <Button onClick={() => setDialog({ account: a, kind: 'enable' })}>Enable</Button>
              ) : (
                <Button onClick={() => setDialog({ account: a, kind: 'disable' })}>Disable</Button>
              )}
              {a.twoFactorEnabled ? (
                <Button onClick={() => setDialog({ account: a, kind: 'reset-two-factor' })}>Reset two-step</Button>
              ) : null}
              {a.disabled ? null : (
                <Button onClick={() => setDialog({ account: a, kind: 'password-link' })}>Password link</Button>
              )}
            </div>
          ),
        }),
      ]),
    [me.id],
  );
  const table = useTable({ features, columns, data: accounts, getRowId: (a) => a.id });
  const close = (open: boolean) => (open ? undefined : setDialog(null));
  return (
    <div>
      <PageHeader title="Staff">
        <Button variant="primary" onClick={() => setAdding(true)}>
          Add staff
        </Button>
      </PageHeader>
      {query.isError ? <ErrorAlert title="Staff could not load">{errorMessage(query.error)}</ErrorAlert> : null}
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading staff…
        </p>
      ) : query.isError ? null : (
        <DataTable table={table} label="Staff accounts" empty="No staff accounts." />
      )}
      <AddStaffDialog open={adding} onOpenChange={setAdding} />
      {dialog?.kind === 'edit' ? <EditAccessDialog account={dialog.account} open onOpenChange={close} /> : null}
      {dialog?.kind === 'password-link' ? <PasswordLinkDialog account={dialog.account} open onOpenChange={close} /> : null}
      {dialog && dialog.kind !== 'edit' && dialog.kind !== 'password-link' ? (
        <ConfirmActionDialog account={dialog.account} action={dialog.kind} open onOpenChange={close} />
      ) : null}
    </div>
  );
}
