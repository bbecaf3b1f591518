import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { meQuery } from '../../lib/api/auth';
import { errorMessage } from '../../lib/api/client';
import { orderQuery, resendConfirmation } from '../../lib/api/orders';
import type { OrderDetail } from '../../lib/api/types';
import {
  FULFILLMENT_STATUS,
  ORDER_STATUS,
  PAYMENT_STATUS,
  brandName,
  formatDateTime,
  providerName,
  statusOf,
} from '../../lib/labels';
import { visibleOrderActions, type OrderActionName } from '../../lib/permissions';
import { AddressDialog } from './dialogs/address-dialog';
import { CancelDialog } from './dialogs/cancel-dialog';
import { RefundDialog } from './dialogs/refund-dialog';
import { ShipDialog } from './dialogs/ship-dialog';
import { OrderCustomer, OrderLines, OrderRecords, OrderTotals } from './order-sections';
import { OrderTimeline } from './order-timeline';
import { useOrderMutation } from './use-order-mutation';

const route = getRouteApi('/_app/orders/$orderId');

/** One order: header with its states, the actions the API allows now, then lines, totals, records and the timeline. */
export function OrderPage() {
  const { orderId } = route.useParams();
  const query = useQuery(orderQuery(orderId));
  return (
    <div>
      <Link to="/orders" className="text-accent text-sm font-semibold underline">
        ← Orders
      </Link>
      {query.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Loading the order…
        </p>
      ) : query.isError ? (
        <div className="mt-4">
          <ErrorAlert title="The order could not load">{errorMessage(query.error)}</ErrorAlert>
        </div>
      ) : (
        <OrderView order={query.data.order} timeline={query.data.timeline} />
      )}
    </div>
  );
}

function OrderView({ order, timeline }: { order: OrderDetail; timeline: Parameters<typeof OrderTimeline>[0]['entries'] }) {
  const status = statusOf(ORDER_STATUS, order.status);
  const payment = statusOf(PAYMENT_STATUS, order.paymentStatus);
  const fulfilment = statusOf(FULFILLMENT_STATUS, order.fulfillmentStatus);
  return (
    <>
      <header className="mt-2 mb-5 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">
            Order <span className="font-mono">{order.shortId}</span>
          </h1>
          <p className="text-sm text-slate-700">
            {brandName(order.brand)} · placed {formatDateTime(order.createdAt)}
            {order.paidAt ? ` · paid ${formatDateTime(order.paidAt)}` : ''} · {providerName(order.provider)}
          </p>
          <div className="mt-2 flex gap-1.5">
            <Badge tone={status.tone}>{status.label}</Badge>
            <Badge tone={payment.tone}>{payment.label}</Badge>
            <Badge tone={fulfilment.tone}>{fulfilment.label}</Badge>
          </div>
        </div>
        <OrderActions order={order} />
      </header>
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <OrderLines order={order} />
          <div className="grid grid-cols-[minmax(0,1fr)_18rem] gap-5">
            <OrderCustomer order={order} />
            <OrderTotals order={order} />
          </div>
          <OrderRecords order={order} />
        </div>
        <OrderTimeline entries={timeline} />
      </div>
    </>
  );
}

const ACTION_LABELS: Record<OrderActionName, string> = {
  refund: 'Refund',
  cancel: 'Cancel order',
  ship: 'Ship',
  'edit-address': 'Edit shipping address',
  'resend-email': 'Resend confirmation email',
};

/** The buttons for what the API allows on this order now (allowedActions) and the member's role allows. */
function OrderActions({ order }: { order: OrderDetail }) {
  const { data: me } = useSuspenseQuery(meQuery);
  const [open, setOpen] = useState<OrderActionName | null>(null);
  const resend = useOrderMutation(order.id, () => resendConfirmation(order.id), {
    title: 'Confirmation email sent',
    description: `To ${order.email}`,
  });
  const actions = visibleOrderActions(me, order.allowedActions);
  if (actions.length === 0) return null;
  const dialog = (action: OrderActionName) => ({
    order,
    open: open === action,
    onOpenChange: (next: boolean) => setOpen(next ? action : null),
  });
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-2">
        {actions.map((action) =>
          action === 'resend-email' ? (
            <Button key={action} pending={resend.isPending} onClick={() => resend.mutate(undefined)}>
              {ACTION_LABELS[action]}
            </Button>
          ) : (
            <Button
              key={action}
              variant={action === 'refund' || action === 'cancel' ? 'danger' : 'secondary'}
              onClick={() => setOpen(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ),
        )}
      </div>
      {resend.isError ? <ErrorAlert title="The email was not sent">{errorMessage(resend.error)}</ErrorAlert> : null}
      {actions.includes('refund') ? <RefundDialog {...dialog('refund')} /> : null}
      {actions.includes('cancel') ? <CancelDialog {...dialog('cancel')} /> : null}
      {actions.includes('ship') ? <ShipDialog {...dialog('ship')} /> : null}
      {actions.includes('edit-address') ? <AddressDialog {...dialog('edit-address')} /> : null}
    </div>
  );
}
