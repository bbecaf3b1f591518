import { createElement } from 'react';
import { Hr, Text } from '@react-email/components';
import { OrderEmailLayout } from './order-email-layout';
import { LinePhoto } from './line-photo';
import type { EmailPhoto } from './line-photos';
import { render } from '@react-email/render';
import type { BrandConfig } from '@store/core';
import type { RenderedEmail } from './render';

/**
 * The step of a return an email tells the shopper about. Its refund is told by the refund's own email (sent when the
 * refund succeeds, "for your trial return"), so a refunded return gets no second one.
 */
export const RETURN_EMAIL_KINDS = ['requested', 'approved', 'refused', 'pickup', 'received'] as const;
export type ReturnEmailKind = (typeof RETURN_EMAIL_KINDS)[number];

export interface ReturnEmailProps {
  brand: Pick<BrandConfig, 'name' | 'supportEmail' | 'supportPhone' | 'theme'>;
  kind: ReturnEmailKind;
  firstName: string;
  orderShortId: string;
  orderUrl: string;
  /** The returned line, with its product photo when it has one. */
  item: { title: string; quantity: number; photo?: EmailPhoto | undefined };
  /** The refusal's reason (refused), the pick-up day as words (pickup). */
  refusedReason?: string | null;
  pickupDay?: string | null;
}

type Copy = { subject: (p: ReturnEmailProps) => string; heading: string; body: (p: ReturnEmailProps) => string[] };

const what = (p: ReturnEmailProps) => `${p.item.quantity} × ${p.item.title}`;

/** What each step's email says: one subject, a heading, and what happens next. */
export const RETURN_EMAIL_COPY: Readonly<Record<ReturnEmailKind, Copy>> = {
  requested: {
    subject: (p) => `We received your return request (order ${p.orderShortId})`,
    heading: 'We received your return request',
    body: (p) => [
      `You asked to return ${what(p)} from order ${p.orderShortId}.`,
      'We will look at it and write to you with what happens next, usually within two business days.',
    ],
  },
  approved: {
    subject: (p) => `Your return is approved (order ${p.orderShortId})`,
    heading: 'Your return is approved',
    body: (p) => [
      `We accepted the return of ${what(p)}.`,
      'What happens next: we will email you the day we come to pick it up. Keep it at home until then; you do not need the original box.',
      'Once it reaches us, we refund it to the way you paid.',
    ],
  },
  refused: {
    subject: (p) => `About your return request (order ${p.orderShortId})`,
    heading: 'We could not accept your return',
    body: (p) => [`We could not accept the return of ${what(p)}.`, `Why: ${p.refusedReason ?? 'no reason was given'}`],
  },
  pickup: {
    subject: (p) => `Your return pick-up is on ${p.pickupDay ?? 'the day we set'}`,
    heading: 'Your pick-up is scheduled',
    body: (p) => [
      `We will collect ${what(p)} on ${p.pickupDay ?? 'the day we set'}.`,
      'Please have it ready and someone at home; we will come during the day.',
    ],
  },
  received: {
    subject: (p) => `We received your return (order ${p.orderShortId})`,
    heading: 'Your return reached us',
    body: (p) => [`We received ${what(p)}.`, 'Your refund comes next: we will email you when it is made.'],
  },
};

/** A return email, styled from the brand registry's theme like the order confirmation; the returned product's photo when it has one. */
export function ReturnEmail(props: ReturnEmailProps) {
  const { brand, kind } = props;
  const { theme } = brand;
  const copy = RETURN_EMAIL_COPY[kind];
  const text = { color: theme.text, fontSize: '14px', margin: '8px 0' };
  return (
    <OrderEmailLayout
      brand={brand}
      preview={copy.heading}
      heading={copy.heading}
      orderUrl={props.orderUrl}
      beforeSupport={<Hr />}
    >
      <Text style={text}>Hello {props.firstName || 'there'},</Text>
      {props.item.photo ? <LinePhoto photo={props.item.photo} /> : null}
      {copy.body(props).map((paragraph) => (
        <Text key={paragraph} style={text}>
          {paragraph}
        </Text>
      ))}
    </OrderEmailLayout>
  );
}

/** Renders a return email per brand: HTML and a plain-text part from the same component. */
export async function renderReturnEmail(props: ReturnEmailProps): Promise<RenderedEmail> {
  const element = createElement(ReturnEmail, props);
  return {
    subject: RETURN_EMAIL_COPY[props.kind].subject(props),
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
