import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { formatPhone } from '@store/core/checkout/phone';
import { ErrorAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { DataTable } from '../../components/ui/data-table';
import { PageHeader, Section } from '../../components/ui/section';
import { errorMessage } from '../../lib/api/client';
import { customerQuery, type CustomerDetail } from '../../lib/api/customers';
import type { OrderSummary } from '../../lib/api/types';
import {
  FULFILLMENT_STATUS,
  ORDER_STATUS,
  PAYMENT_STATUS,
  RETURN_STATUS,
  brandName,
  formatDateTime,
  formatDay,
  returnReasonLabel,
  statusOf,
} from '../../lib/labels';
import { formatMinor } from '../../lib/money';
import { spentText } from './customer-money';

const route = getRouteApi('/_app/customers/$brand/$email');

const features = tableFeatures({});
const orderColumn = createColumnHelper<typeof features, OrderSummary>();
const orderColumns = orderColumn.columns([
  orderColumn.accessor('shortId', {
    header: 'Order',
    cell: ({ row }) => (
      <Link to="/orders/$orderId" params={{ orderId: row.original.id }} className="text-accent font-mono font-semibold underline">
        {row.original.shortId}
      </Link>
    ),
  }),
  orderColumn.accessor('createdAt', {
    header: 'Date',
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
  }),
  orderColumn.accessor('name', {
    header: 'Ship to',
    cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()}</span>,
  }),
  orderColumn.accessor('status', {
    header: 'Status',
    cell: ({ row: { original: o } }) => (
      <div className="flex flex-wrap gap-1">
        <Badge tone={statusOf(ORDER_STATUS, o.status).tone}>{statusOf(ORDER_STATUS, o.status).label}</Badge>
        <Badge tone={statusOf(PAYMENT_STATUS, o.paymentStatus).tone}>{statusOf(PAYMENT_STATUS, o.paymentStatus).label}</Badge>
        <Badge tone={statusOf(FULFILLMENT_STATUS, o.fulfillmentStatus).tone}>
          {statusOf(FULFILLMENT_STATUS, o.fulfillmentStatus).label}
        </Badge>
      </div>
    ),
  }),
  orderColumn.accessor('totalAmount', {
    header: () => <span className="block text-right">Total</span>,
    cell: ({ row: { original: o } }) => (
      <div className="text-right whitespace-nowrap tabular-nums">
        <div className="font-semibold">{formatMinor(o.totalAmount, o.currency)}</div>
        {o.refundedAmount > 0 ? (
          <div className="text-xs text-slate-600">{formatMinor(o.refundedAmount, o.currency)} refunded</div>
        ) : null}
      </div>
    ),
  }),
]);

const consentWord = (value: boolean | null) => (value === null ? 'Not chosen' : value ? 'Yes' : 'No');

/** One customer: who they are, what they agreed to, where they ship, their orders, open returns and reviews. */
export function CustomerPage() {
  const { brand, email } = route.useParams();
  const query = useQuery(customerQuery(brand, email));
  if (query.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the customer…
      </p>
    );
  if (query.isError) return <ErrorAlert title="This customer could not load">{errorMessage(query.error)}</ErrorAlert>;
  return <CustomerView detail={query.data} />;
}

function CustomerView({ detail }: { detail: CustomerDetail }) {
  const { customer } = detail;
  const orders = useTable({ features, columns: orderColumns, data: detail.orders, getRowId: (o) => o.id });
  return (
    <div>
      <p className="mb-1 text-sm">
        <Link to="/customers" className="text-accent underline">
          Customers
        </Link>
      </p>
      <PageHeader title={customer.name || customer.email}>
        {customer.kind === 'account' ? <Badge tone="info">Account</Badge> : <Badge tone="neutral">Guest</Badge>}
        <Badge tone="neutral">{brandName(customer.brand)}</Badge>
      </PageHeader>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          <Section title="Profile">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm [overflow-wrap:anywhere]">
              <dt className="text-slate-600">Email</dt>
              <dd>{customer.email}</dd>
              <dt className="text-slate-600">Account</dt>
              <dd>
                {customer.account
                  ? `Since ${formatDay(customer.account.createdAt)}${customer.account.emailVerified ? ', email verified' : ', email not verified'}`
                  : 'None (guest checkout)'}
              </dd>
              <dt className="text-slate-600">Orders</dt>
              <dd>{customer.ordersCount}</dd>
              <dt className="text-slate-600">Spent</dt>
              <dd>{spentText(customer.spent)}</dd>
              <dt className="text-slate-600">Last order</dt>
              <dd>{customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : '—'}</dd>
            </dl>
          </Section>
          <Section title="Consents">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt>Email marketing</dt>
              <dd>{customer.account ? consentWord(customer.account.sendEmail) : 'No account'}</dd>
              <dt>SMS marketing</dt>
              <dd>{customer.account ? consentWord(customer.account.sendSms) : 'No account'}</dd>
              <dt>Text messages sign-up</dt>
              <dd>{customer.smsSignedUp ? 'Yes' : 'No'}</dd>
            </dl>
          </Section>
          <Section title="Saved addresses">
            {detail.addresses.length === 0 ? (
              <p className="text-sm text-slate-600">{customer.account ? 'None saved' : 'Guests save no addresses'}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {detail.addresses.map(({ id, isDefault, address }) => (
                  <li key={id} className="text-sm">
                    {isDefault ? <Badge tone="good">Default</Badge> : null}
                    <address className="not-italic">
                      {address.firstName} {address.lastName}
                      <br />
                      {address.address.line1}
                      {address.address.line2 ? `, ${address.address.line2}` : ''}
                      <br />
                      {address.address.city}, {address.address.state} {address.address.zip} {address.address.country}
                      <br />
                      {formatPhone(address.phone)}
                    </address>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Section title="Orders">
            <DataTable table={orders} label="Orders" empty="No orders yet." />
            {detail.moreOrders ? (
              <p className="mt-2 text-sm text-slate-600">
                Only the newest {detail.orders.length} are shown;{' '}
                <Link to="/orders" search={{ q: customer.email, brand: customer.brand }} className="text-accent underline">
                  search all their orders
                </Link>
                .
              </p>
            ) : null}
          </Section>
          <Section title="Open returns">
            {detail.openReturns.length === 0 ? (
              <p className="text-sm text-slate-600">None</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {detail.openReturns.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center gap-2">
                    <Badge tone={statusOf(RETURN_STATUS, r.status).tone}>{statusOf(RETURN_STATUS, r.status).label}</Badge>
                    <Link to="/orders/$orderId" params={{ orderId: r.orderId }} className="text-accent font-mono underline">
                      {r.orderShortId}
                    </Link>
                    <span>
                      {r.quantity} × {returnReasonLabel(r.reason)}, asked {formatDay(r.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Reviews">
            {detail.reviews.length === 0 ? (
              <p className="text-sm text-slate-600">None</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {detail.reviews.map((review) => (
                  <li key={review.id}>
                    <span className="font-semibold">{review.score}/5</span> “{review.title}” on {review.productTitle} (
                    {review.status}, {formatDay(review.createdAt)})
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
