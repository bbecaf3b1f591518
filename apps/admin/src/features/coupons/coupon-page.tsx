import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { AppDialog } from '../../components/ui/dialog';
import { PageHeader, Section } from '../../components/ui/section';
import { useToast } from '../../components/ui/toast';
import { ApiError, errorMessage } from '../../lib/api/client';
import {
  changeCouponState,
  couponQuery,
  editCoupon,
  type CouponDetail,
  type CouponRedemption,
  type CouponRules,
  type CouponStateChange,
} from '../../lib/api/coupons';
import { newIdempotencyKey } from '../../lib/idempotency';
import { brandName, formatDateTime } from '../../lib/labels';
import { formatMinor } from '../../lib/money';
import { DialogFooter } from '../orders/dialogs/dialog-footer';
import { CouponFields } from './coupon-fields';
import { couponResolver, toFormValues, type CouponFormValues } from './coupon-form';
import { COUPON_STATUS, couponOffer, currencyOf, usesText } from './coupon-labels';

const route = getRouteApi('/_app/coupons/$brand/$code');

/** One coupon: where it stands, its rules to edit, pause/resume/expire, and the paid orders that used it. */
export function CouponPage() {
  const { brand, code } = route.useParams();
  const query = useQuery(couponQuery(brand, code));
  if (query.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the coupon…
      </p>
    );
  if (query.isError)
    return (
      <div className="flex flex-col gap-3">
        <BackLink />
        <ErrorAlert title="The coupon could not load">{errorMessage(query.error)}</ErrorAlert>
      </div>
    );
  // Keyed by version: after any change the form starts again from the stored rules.
  return <CouponView key={query.data.coupon.version} detail={query.data} />;
}

function BackLink() {
  return (
    <Link to="/coupons" className="text-accent text-sm font-semibold underline">
      ← Coupons
    </Link>
  );
}

const CHANGE_WORDS: Record<CouponStateChange, { button: string; title: string; body: string; done: string; danger: boolean }> = {
  pause: {
    button: 'Pause',
    title: 'Pause',
    body: 'Shoppers are told the code is invalid until it is resumed; carts holding it drop it when next opened.',
    done: 'Coupon paused',
    danger: true,
  },
  resume: {
    button: 'Resume',
    title: 'Resume',
    body: 'Shoppers can use the code again, within its dates and limits.',
    done: 'Coupon resumed',
    danger: false,
  },
  expire: {
    button: 'Expire now',
    title: 'Expire',
    body: 'The coupon ends now: shoppers are told it has expired. To use it again, set a later end date.',
    done: 'Coupon expired',
    danger: true,
  },
};

function CouponView({ detail }: { detail: CouponDetail }) {
  const { coupon, orders } = detail;
  const currency = currencyOf(coupon.brand);
  const client = useQueryClient();
  const notify = useToast();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<CouponStateChange | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useForm<CouponFormValues, unknown, CouponRules>({
    defaultValues: toFormValues(coupon.rules, currency),
    resolver: couponResolver(currency),
  });
  const refresh = async () => {
    setStale(null);
    await client.invalidateQueries({ queryKey: ['coupons'] });
  };
  const save = useMutation({
    mutationFn: (rules: CouponRules) => editCoupon(coupon.brand, coupon.rules.code, coupon.version, rules, key),
    onSuccess: async (saved) => {
      notify({ title: 'Coupon saved', description: 'Shoppers get the new rules from now on.' });
      setKey(newIdempotencyKey());
      await client.invalidateQueries({ queryKey: ['coupons'] });
      // A new code is a new address: the page follows it.
      if (saved.rules.code !== coupon.rules.code)
        await navigate({ to: '/coupons/$brand/$code', params: { brand: saved.brand, code: saved.rules.code }, replace: true });
    },
    // A 409 (someone else's change, a code taken or fixed): shown with a way to start again from what is stored.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
    },
  });
  const status = COUPON_STATUS[coupon.status];
  const codeLocked = coupon.redemptions > 0 || orders.length > 0;
  const expired = coupon.status === 'expired';
  return (
    <div className="flex flex-col gap-4 pb-16">
      <BackLink />
      <PageHeader
        title={
          <span>
            <span className="font-mono">{coupon.rules.code}</span>{' '}
            <span className="align-middle text-base font-normal text-slate-600">· {brandName(coupon.brand)}</span>
          </span>
        }
      >
        <Badge tone={status.tone}>{status.label}</Badge>
        {coupon.rules.paused ? (
          <Button onClick={() => setConfirm('resume')}>Resume</Button>
        ) : (
          <Button variant="secondary" onClick={() => setConfirm('pause')} disabled={expired}>
            Pause
          </Button>
        )}
        <Button variant="danger" onClick={() => setConfirm('expire')} disabled={expired}>
          Expire now
        </Button>
      </PageHeader>
      <dl className="grid max-w-3xl grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Discount</dt>
          <dd className="font-semibold">{couponOffer(coupon)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Uses</dt>
          <dd className="font-semibold tabular-nums">{usesText(coupon)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Last changed</dt>
          <dd className="font-semibold">
            {formatDateTime(coupon.updatedAt)} · version {coupon.version}
          </dd>
        </div>
      </dl>
      {stale ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p>{stale}</p>
          <Button variant="primary" onClick={() => void refresh()}>
            Reload the coupon
          </Button>
        </div>
      ) : null}
      <Section title="Rules">
        <form
          onSubmit={(e) => void form.handleSubmit((rules) => save.mutate(rules))(e)}
          noValidate
          aria-label="Coupon rules"
          className="flex flex-col gap-4"
        >
          <CouponFields form={form} brand={coupon.brand} currency={currency} codeLocked={codeLocked} />
          {save.isError && !stale ? <ErrorAlert title="Not saved">{errorMessage(save.error)}</ErrorAlert> : null}
          <div className="flex justify-end">
            <Button type="submit" variant="primary" pending={save.isPending} disabled={!form.formState.isDirty}>
              Save changes
            </Button>
          </div>
        </form>
      </Section>
      <Section title={`Orders that used it (${orders.length})`}>
        <RedemptionsTable orders={orders} />
      </Section>
      {confirm ? (
        <AppDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirm(null))}
          title={`${CHANGE_WORDS[confirm].title} ${coupon.rules.code}?`}
          description={CHANGE_WORDS[confirm].body}
        >
          <ConfirmChange detail={detail} change={confirm} onDone={() => setConfirm(null)} />
        </AppDialog>
      ) : null}
    </div>
  );
}

function ConfirmChange({ detail, change, onDone }: { detail: CouponDetail; change: CouponStateChange; onDone: () => void }) {
  const { coupon } = detail;
  const words = CHANGE_WORDS[change];
  const client = useQueryClient();
  const notify = useToast();
  const [key] = useState(newIdempotencyKey);
  const mutation = useMutation({
    mutationFn: () => changeCouponState(coupon.brand, coupon.rules.code, change, coupon.version, key),
    onSuccess: async () => {
      notify({ title: words.done });
      onDone();
      await client.invalidateQueries({ queryKey: ['coupons'] });
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

const features = tableFeatures({});
const column = createColumnHelper<typeof features, CouponRedemption>();
const REDEMPTION_COLUMNS = column.columns([
  column.accessor('shortId', {
    header: 'Order',
    cell: ({ row: { original: o } }) => (
      <Link to="/orders/$orderId" params={{ orderId: o.orderId }} className="text-accent font-mono font-semibold underline">
        {o.shortId}
      </Link>
    ),
  }),
  column.accessor('paidAt', { header: 'Paid', cell: ({ getValue }) => formatDateTime(getValue()) }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('discount', {
    header: () => <span className="block text-right">Discount</span>,
    cell: ({ row: { original: o } }) => (
      <span className="block text-right tabular-nums">{formatMinor(o.discount, o.currency)}</span>
    ),
  }),
]);

function RedemptionsTable({ orders }: { orders: CouponRedemption[] }) {
  const table = useTable({ features, columns: REDEMPTION_COLUMNS, data: orders, getRowId: (o) => o.orderId });
  return <DataTable table={table} label="Orders that used the coupon" empty="No paid order has used it yet." dense />;
}
