import { createElement } from 'react';
import { render } from '@react-email/render';
import { OrderConfirmation, type OrderConfirmationProps } from './order-confirmation';
import { ACCOUNT_EMAIL_COPY, AccountEmail, type AccountEmailProps } from './account-email';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Renders the order confirmation per brand: HTML and a plain-text part from the same component. */
export async function renderOrderConfirmation(props: OrderConfirmationProps): Promise<RenderedEmail> {
  const element = createElement(OrderConfirmation, props);
  return {
    subject: `${props.brand.name} order ${props.order.shortId} confirmed`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}

/** Renders an account email (verification, sign-in link, reset, existing account) per brand. */
export async function renderAccountEmail(props: AccountEmailProps): Promise<RenderedEmail> {
  const element = createElement(AccountEmail, props);
  return {
    subject: ACCOUNT_EMAIL_COPY[props.kind].subject(props.brand.name),
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
