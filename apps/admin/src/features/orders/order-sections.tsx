import { Link } from '@tanstack/react-router';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { carrierName } from '@store/core/back-office/carriers';
import { formatPhone } from '@store/core/checkout/phone';
import { useCallback, useMemo } from 'react';
import { Badge } from '../../components/ui/badge';
import { DataTable } from '../../components/ui/data-table';
import { Section } from '../../components/ui/section';
import type {
  OrderAddress,
  OrderDetail,
  OrderLine,
  OrderPayment,
  OrderRefund,
  OrderReturn,
  OrderShipment,
} from '../../lib/api/types';
import {
  PAYMENT_ATTEMPT_STATUS,
  REFUND_STATUS,
  RETURN_STATUS,
  formatDateTime,
  formatDay,
  providerName,
  returnReasonLabel,
  statusOf,
} from '../../lib/labels';
import { formatMinor } from '../../lib/money';
import { refundReasonLabel } from './order-forms';
import { totalsProblems } from './order-totals-check';

const features = tableFeatures({});

const lineColumn = createColumnHelper<typeof features, OrderLine>();

/** The order's lines: what was bought with its options and extras, and how much of it shipped, was refunded, may return. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const table = useTable({
    features,
    data: order.lines,
    getRowId: (line) => line.itemIdentifier,
    columns: useMemo(
      () =>
        lineColumn.columns([
          lineColumn.accessor('title', {
            header: 'Item',
            cell: ({ row: { original: line } }) => (
              <div>
                <div className="font-semibold">{line.title}</div>
                <div className="font-mono text-xs text-slate-500">{line.sku}</div>
                {line.properties.length > 0 ? (
                  <ul className="mt-1 text-xs text-slate-700">
                    {line.properties.map((property) => (
                      <li key={`${property.name}:${property.value}`}>
                        {property.name}: {property.value}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {line.extras && line.extras.length > 0 ? (
                  <ul className="mt-1 text-xs text-slate-700">
                    {line.extras.map((extra, i) => (
                      <li key={`${extra.title}-${i}`}>
                        + {extra.title}
                        {typeof extra.amount === 'number' ? ` (${formatMinor(extra.amount, order.currency)})` : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ),
          }),
          lineColumn.accessor('quantity', {
            header: 'Qty',
            cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
          }),
          lineColumn.accessor('shippedQuantity', {
            header: 'Shipped',
            cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
          }),
          lineColumn.accessor('refundedQuantity', {
            header: 'Refunded',
            cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
          }),
          lineColumn.accessor('returnableQuantity', {
            header: 'Returnable',
            cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
          }),
          lineColumn.accessor('amount', {
            header: () => <span className="block text-right">Amount</span>,
            cell: ({ getValue }) => (
              <span className="block text-right tabular-nums">{formatMinor(getValue(), order.currency)}</span>
            ),
          }),
        ]),
      [order.currency],
    ),
  });
  return (
    <Section title="Lines">
      <DataTable table={table} label="Order lines" dense />
      {order.extras.length > 0 ? (
        <ul className="mt-3 text-sm text-slate-700">
          {order.extras.map((extra, i) => (
            <li key={`${extra.title}-${i}`} className="flex justify-between">
              <span>
                {extra.title} <span className="text-xs text-slate-500">({extra.kind})</span>
              </span>
              <span className="tabular-nums">{formatMinor(extra.amount, order.currency)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** The totals, in an order that adds up (subtotal − discount + shipping + tax + adjustment = total), and what remains refundable. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { totals, currency } = order;
  const money = (amount: number) => formatMinor(amount, currency);
  const problems = totalsProblems(totals);
  const rows: Array<[string, string, boolean?]> = [
    ['Subtotal', money(totals.subtotal)],
    ['Discount', totals.discount === 0 ? money(0) : `−${money(totals.discount)}`],
    ['Shipping', money(totals.shipping)],
    ['Tax', money(totals.tax)],
    ...(totals.adjustment ? [['Adjustment', money(totals.adjustment)] as [string, string]] : []),
    ['Total', money(totals.total), true],
    ['Refunded', totals.refunded === 0 ? money(0) : `−${money(totals.refunded)}`],
    ['Refundable', money(totals.refundable), true],
  ];
  return (
    <Section title="Totals">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        {rows.map(([label, value, strong]) => (
          <div key={label} className={`contents ${strong ? 'font-bold' : ''}`}>
            <dt className={strong ? 'border-t border-slate-200 pt-1' : ''}>{label}</dt>
            <dd className={`text-right tabular-nums ${strong ? 'border-t border-slate-200 pt-1' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {problems.map((problem) => (
        <p key={problem.rule} role="alert" className="mt-2 text-xs font-semibold text-red-700">
          {problem.rule === 'sum'
            ? `The figures above do not add up to the total (off by ${money(problem.difference)}).`
            : `Refunded and refundable exceed the total by ${money(problem.difference)}.`}
        </p>
      ))}
    </Section>
  );
}

function Address({ title, address }: { title: string; address: OrderAddress | null }) {
  return (
    <div>
      <h3 className="text-xs font-semibold text-slate-500 uppercase">{title}</h3>
      {address ? (
        <address className="text-sm not-italic">
          {address.firstName} {address.lastName}
          <br />
          {address.address.line1}
          {address.address.line2 ? (
            <>
              <br />
              {address.address.line2}
            </>
          ) : null}
          <br />
          {address.address.city}, {address.address.state} {address.address.zip}
          <br />
          {address.address.country}
          <br />
          {formatPhone(address.phone)}
        </address>
      ) : (
        <p className="text-sm text-slate-600">None</p>
      )}
    </div>
  );
}

const consentWord = (value: boolean | null) => (value === null ? 'Not asked' : value ? 'Yes' : 'No');

/** Who ordered, where it goes, and what they agreed to be contacted by. */
export function OrderCustomer({ order }: { order: OrderDetail }) {
  return (
    <Section title="Customer">
      <div className="flex flex-col gap-4 text-sm">
        <div>
          <Link
            to="/customers/$brand/$email"
            params={{ brand: order.brand, email: order.email.trim().toLowerCase() }}
            className="text-accent underline"
          >
            <span className="block font-semibold">{order.name}</span>
            <span className="block">{order.email}</span>
          </Link>
          <p>{formatPhone(order.phone)}</p>
        </div>
        <Address title="Shipping address" address={order.shippingAddress} />
        <Address title="Billing address" address={order.billingAddress} />
        <div>
          <h3 className="text-xs font-semibold text-slate-500 uppercase">Consents</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3">
            <dt>Email marketing</dt>
            <dd>{consentWord(order.consents.email)}</dd>
            <dt>SMS</dt>
            <dd>{consentWord(order.consents.sms)}</dd>
          </dl>
        </div>
      </div>
    </Section>
  );
}

const paymentColumn = createColumnHelper<typeof features, OrderPayment>();
const refundColumn = createColumnHelper<typeof features, OrderRefund>();
const shipmentColumn = createColumnHelper<typeof features, OrderShipment>();
const returnColumn = createColumnHelper<typeof features, OrderReturn>();

/** Payments, refunds, shipments and returns of the order, each a small table. */
export function OrderRecords({ order }: { order: OrderDetail }) {
  const money = useCallback(
    (amount: number | null | undefined) => (typeof amount === 'number' ? formatMinor(amount, order.currency) : '—'),
    [order.currency],
  );
  const titleOf = useCallback(
    (itemIdentifier: string) => order.lines.find((line) => line.itemIdentifier === itemIdentifier)?.title ?? itemIdentifier,
    [order.lines],
  );
  const payments = useTable({
    features,
    data: order.payments,
    columns: useMemo(
      () =>
        paymentColumn.columns([
          paymentColumn.accessor((p) => p.createdAt ?? '', {
            id: 'at',
            header: 'When',
            cell: ({ getValue }) => formatDateTime(getValue()),
          }),
          paymentColumn.accessor((p) => p.provider ?? order.provider, {
            id: 'provider',
            header: 'Provider',
            cell: ({ getValue }) => providerName(getValue()),
          }),
          paymentColumn.accessor((p) => p.status ?? '—', {
            id: 'status',
            header: 'Status',
            cell: ({ getValue }) => (
              <Badge tone={statusOf(PAYMENT_ATTEMPT_STATUS, getValue()).tone}>
                {statusOf(PAYMENT_ATTEMPT_STATUS, getValue()).label}
              </Badge>
            ),
          }),
          paymentColumn.accessor((p) => p.amount, { id: 'amount', header: 'Amount', cell: ({ getValue }) => money(getValue()) }),
        ]),
      [money, order.provider],
    ),
  });
  const refunds = useTable({
    features,
    data: order.refunds,
    getRowId: (r) => r.id,
    columns: useMemo(
      () =>
        refundColumn.columns([
          refundColumn.accessor('createdAt', {
            header: 'When',
            cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
          }),
          refundColumn.accessor('amount', { header: 'Amount', cell: ({ getValue }) => money(getValue()) }),
          refundColumn.accessor('status', {
            header: 'Status',
            cell: ({ getValue }) => (
              <Badge tone={statusOf(REFUND_STATUS, getValue()).tone}>{statusOf(REFUND_STATUS, getValue()).label}</Badge>
            ),
          }),
          // The note under its reason (as the returns table does), so the person's email keeps a column wide enough to read.
          refundColumn.accessor('reason', {
            header: 'Reason',
            cell: ({ row: { original: r } }) => (
              <div>
                <div>{refundReasonLabel(r.reason)}</div>
                {r.note ? <div className="text-xs text-slate-600">{r.note}</div> : null}
              </div>
            ),
          }),
          refundColumn.accessor('staffEmail', {
            header: 'By',
            cell: ({ getValue }) => <span className="[overflow-wrap:anywhere]">{getValue() ?? '—'}</span>,
          }),
        ]),
      [money],
    ),
  });
  const shipments = useTable({
    features,
    data: order.shipments,
    getRowId: (s) => s.id,
    columns: useMemo(
      () =>
        shipmentColumn.columns([
          shipmentColumn.accessor('shippedAt', { header: 'Shipped', cell: ({ getValue }) => formatDateTime(getValue()) }),
          shipmentColumn.accessor('carrier', { header: 'Carrier', cell: ({ getValue }) => carrierName(getValue()) }),
          shipmentColumn.accessor('trackingNumber', {
            header: 'Tracking',
            cell: ({ row: { original: s } }) =>
              s.trackingUrl ? (
                <a href={s.trackingUrl} target="_blank" rel="noreferrer noopener" className="text-accent font-mono underline">
                  {s.trackingNumber}
                  <span className="sr-only"> (opens the carrier's page)</span>
                </a>
              ) : (
                <span className="font-mono">{s.trackingNumber}</span>
              ),
          }),
          shipmentColumn.accessor('lines', {
            header: 'Items',
            cell: ({ getValue }) =>
              getValue()
                .map((line) => `${line.quantity} × ${titleOf(line.itemIdentifier)}`)
                .join(', '),
          }),
        ]),
      [titleOf],
    ),
  });
  const returns = useTable({
    features,
    data: order.returns,
    getRowId: (r) => r.id,
    columns: useMemo(
      () =>
        returnColumn.columns([
          returnColumn.accessor('createdAt', { header: 'Requested', cell: ({ getValue }) => formatDateTime(getValue()) }),
          returnColumn.accessor('title', { header: 'Item', cell: ({ row: { original: r } }) => `${r.quantity} × ${r.title}` }),
          returnColumn.accessor('status', {
            header: 'Status',
            cell: ({ getValue }) => (
              <Badge tone={statusOf(RETURN_STATUS, getValue()).tone}>{statusOf(RETURN_STATUS, getValue()).label}</Badge>
            ),
          }),
          returnColumn.accessor('reason', {
            header: 'Reason',
            cell: ({ row: { original: r } }) => (
              <div>
                <div>{returnReasonLabel(r.reason)}</div>
                {r.comment ? <div className="text-xs text-slate-600">“{r.comment}”</div> : null}
                {r.refusedReason ? <div className="text-xs text-red-800">Refused: {r.refusedReason}</div> : null}
              </div>
            ),
          }),
          returnColumn.accessor('pickupDate', { header: 'Pick-up', cell: ({ getValue }) => formatDay(getValue()) }),
        ]),
      [],
    ),
  });
  return (
    <>
      <Section title="Payments">
        <DataTable table={payments} label="Payments" dense empty="No payment yet." />
      </Section>
      <Section title="Refunds">
        <DataTable table={refunds} label="Refunds" dense empty="No refund." />
      </Section>
      <Section title="Shipments">
        <DataTable table={shipments} label="Shipments" dense empty="Nothing shipped yet." />
      </Section>
      <Section title="Returns">
        <DataTable table={returns} label="Returns" dense empty="No return." />
      </Section>
    </>
  );
}
