import { Hr, Text, Row, Column } from '@react-email/components';
import { OrderEmailLayout } from './order-email-layout';
import { PhotoLine } from './line-photo';
import type { EmailPhoto } from './line-photos';
import { formatMoney, type BrandConfig, type Currency } from '@store/core';

export interface RefundIssuedProps {
  brand: Pick<BrandConfig, 'name' | 'supportEmail' | 'supportPhone' | 'theme'>;
  order: { shortId: string; firstName: string; totalAmount: number; currency: Currency; paymentMethod: string; url: string };
  refund: {
    /** Given back now. */
    amount: number;
    /** The part of `amount` that is the lines' share of the order's tax (0 or absent: none). */
    tax?: number;
    /** Given back by the order's earlier refunds. */
    refundedBefore: number;
    /** What it was for (the reason in the shopper's words). */
    forText: string;
    /** The lines it was for, when it was for lines (each with its product photo when it has one). */
    lines: Array<{ title: string; quantity: number; photo?: EmailPhoto | undefined }>;
  };
}

/** The figures the refund email prints, each a sum of the ones above it: they add up to the cent as printed. */
export function refundFigures(order: { totalAmount: number }, refund: { amount: number; refundedBefore: number }) {
  const refundedTotal = refund.refundedBefore + refund.amount;
  return {
    refundedNow: refund.amount,
    refundedBefore: refund.refundedBefore,
    refundedTotal,
    orderTotal: order.totalAmount,
    kept: order.totalAmount - refundedTotal,
  };
}

/**
 * The shopper's refund email, styled from the brand's theme like the order confirmation: what was refunded now and
 * what for, then the order's figures in its currency (order total, refunded before, refunded now, refunded in total,
 * what the order now costs), which add up as printed, and where the money goes. The only images are the refunded
 * lines' product photos, for products that have one.
 */
export function RefundIssued({ brand, order, refund }: RefundIssuedProps) {
  const { theme } = brand;
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, { cents: 'always' });
  const figures = refundFigures(order, refund);
  const cell = { color: theme.text, fontSize: '14px', margin: '4px 0' };
  const row = (label: string, value: string, bold = false) => (
    <Row key={label}>
      <Column>
        <Text style={{ ...cell, fontWeight: bold ? 'bold' : 'normal' }}>{label}</Text>
      </Column>
      <Column align="right">
        <Text style={{ ...cell, fontWeight: bold ? 'bold' : 'normal' }}>{value}</Text>
      </Column>
    </Row>
  );
  return (
    <OrderEmailLayout
      brand={brand}
      preview={`We refunded ${money(refund.amount)} for your ${brand.name} order ${order.shortId}`}
      heading={
        <>
          {order.firstName ? `${order.firstName}, we` : 'We'} refunded {money(refund.amount)} to you.
        </>
      }
      orderUrl={order.url}
    >
      <Text style={cell}>Order number: {order.shortId}</Text>
      <Text style={cell}>For: {refund.forText}</Text>
      {refund.lines.map((line) => (
        <PhotoLine key={line.title} photo={line.photo}>
          <Text style={cell}>
            {line.quantity} × {line.title}
          </Text>
        </PhotoLine>
      ))}
      <Hr />
      {row('Order total', money(figures.orderTotal))}
      {figures.refundedBefore > 0 ? row('Refunded before', money(figures.refundedBefore)) : null}
      {row('Refunded now', money(figures.refundedNow))}
      {refund.tax ? row('of which tax', money(refund.tax)) : null}
      {row('Refunded in total', money(figures.refundedTotal), true)}
      {row('Your order now comes to', money(figures.kept))}
      <Hr />
      <Text style={cell}>
        The refund goes back to your payment method ({order.paymentMethod}). It can take 5 to 10 business days to show on your
        statement.
      </Text>
    </OrderEmailLayout>
  );
}
