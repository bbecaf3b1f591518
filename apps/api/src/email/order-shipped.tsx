import { createElement } from 'react';
import { Hr, Link, Text } from '@react-email/components';
import { OrderEmailLayout } from './order-email-layout';
import { render } from '@react-email/render';
import type { BrandConfig } from '@store/core';
import type { RenderedEmail } from './render';
import { PhotoLine } from './line-photo';
import type { EmailPhoto } from './line-photos';

/** A line as the shipping email lists it: how many of which product, with its photo when it has one. */
export interface ShippedLine {
  title: string;
  quantity: number;
  photo?: EmailPhoto | undefined;
}

export interface OrderShippedProps {
  brand: Pick<BrandConfig, 'name' | 'supportEmail' | 'supportPhone' | 'theme'>;
  order: { shortId: string; firstName: string; orderUrl: string };
  shipment: { carrierName: string; trackingNumber: string; trackingUrl: string | null; lines: ShippedLine[] };
  /** What of the order has not shipped yet (empty: this parcel completes it). */
  stillToCome: ShippedLine[];
}

/**
 * The shipping email, styled from the brand registry's theme: what this parcel holds, the carrier and tracking number
 * with a link to the carrier's tracking page (when it has one), and what of the order is still to come. Only system
 * fonts; a line shows its product photo when it has one, as the confirmation's lines.
 */
export function OrderShipped({ brand, order, shipment, stillToCome }: OrderShippedProps) {
  const { theme } = brand;
  const cell = { color: theme.text, fontSize: '14px', margin: '4px 0' };
  const complete = stillToCome.length === 0;
  return (
    <OrderEmailLayout
      brand={brand}
      preview={`Your ${brand.name} order ${order.shortId} is on its way`}
      heading={
        <>
          {complete
            ? `Good news, ${order.firstName}: your order has shipped.`
            : `Good news, ${order.firstName}: part of your order has shipped.`}
        </>
      }
      orderUrl={order.orderUrl}
    >
      <Text style={cell}>Order number: {order.shortId}</Text>
      <Hr />
      <Text style={{ ...cell, fontWeight: 'bold' }}>In this parcel</Text>
      {shipment.lines.map((line, index) => (
        <PhotoLine key={index} photo={line.photo}>
          <Text style={cell}>
            {line.quantity} × {line.title}
          </Text>
        </PhotoLine>
      ))}
      <Text style={cell}>
        Carrier: {shipment.carrierName}. Tracking number: {shipment.trackingNumber}
      </Text>
      {shipment.trackingUrl ? (
        <Text style={cell}>
          <Link href={shipment.trackingUrl} style={{ color: theme.primary, fontWeight: 'bold' }}>
            Track your parcel with {shipment.carrierName}
          </Link>
        </Text>
      ) : null}
      <Hr />
      {complete ? (
        <Text style={cell}>This parcel completes your order.</Text>
      ) : (
        <>
          <Text style={{ ...cell, fontWeight: 'bold' }}>Still to come</Text>
          {stillToCome.map((line, index) => (
            <PhotoLine key={index} photo={line.photo}>
              <Text style={cell}>
                {line.quantity} × {line.title}
              </Text>
            </PhotoLine>
          ))}
          <Text style={cell}>We will write again when it ships.</Text>
        </>
      )}
    </OrderEmailLayout>
  );
}

/** Renders the shipping email per brand: HTML and a plain-text part from the same component. */
export async function renderOrderShipped(props: OrderShippedProps): Promise<RenderedEmail> {
  const element = createElement(OrderShipped, props);
  const subject =
    props.stillToCome.length === 0
      ? `${props.brand.name} order ${props.order.shortId} has shipped`
      : `Part of your ${props.brand.name} order ${props.order.shortId} has shipped`;
  return { subject, html: await render(element), text: await render(element, { plainText: true }) };
}
