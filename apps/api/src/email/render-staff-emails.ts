import { createElement } from 'react';
import { render } from '@react-email/render';
import { formatMoney } from '@store/core';
import type { RenderedEmail } from './render';
import { OrderCancelled, type OrderCancelledProps } from './order-cancelled';
import { RefundIssued, type RefundIssuedProps } from './refund-issued';

/** Renders the shopper's refund email per brand: HTML and a plain-text part from the same component. */
export async function renderRefundIssued(props: RefundIssuedProps): Promise<RenderedEmail> {
  const element = createElement(RefundIssued, props);
  const amount = formatMoney({ amount: props.refund.amount, currency: props.order.currency }, { cents: 'always' });
  return {
    subject: `${props.brand.name} order ${props.order.shortId}: ${amount} refunded`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}

/** Renders the cancellation notice per brand. */
export async function renderOrderCancelled(props: OrderCancelledProps): Promise<RenderedEmail> {
  const element = createElement(OrderCancelled, props);
  return {
    subject: `${props.brand.name} order ${props.order.shortId} cancelled`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
