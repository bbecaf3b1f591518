import { Hr, Text } from '@react-email/components';
import { OrderEmailLayout } from './order-email-layout';
import { formatMoney, type BrandConfig, type Currency } from '@store/core';

export interface OrderCancelledProps {
  brand: Pick<BrandConfig, 'name' | 'supportEmail' | 'supportPhone' | 'theme'>;
  order: { shortId: string; firstName: string; totalAmount: number; currency: Currency; paymentMethod: string; url: string };
  /** What the order's refunds gave back by the cancellation (the whole payment for a paid order; 0 for an unpaid one). */
  refunded: number;
}

/**
 * The cancellation notice: the order is cancelled, and either its payment was refunded in full (the amount, where it
 * goes) or nothing was charged. Styled from the brand's theme; no images, nothing fetched.
 */
export function OrderCancelled({ brand, order, refunded }: OrderCancelledProps) {
  const { theme } = brand;
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, { cents: 'always' });
  const cell = { color: theme.text, fontSize: '14px', margin: '8px 0' };
  return (
    <OrderEmailLayout
      brand={brand}
      preview={`Your ${brand.name} order ${order.shortId} is cancelled`}
      heading={
        <>
          {order.firstName ? `${order.firstName}, your` : 'Your'} order {order.shortId} is cancelled.
        </>
      }
      orderUrl={order.url}
    >
      <Text style={cell}>Order total: {money(order.totalAmount)}</Text>
      {refunded > 0 ? (
        <Text style={cell}>
          Refunded: {money(refunded)}, back to your payment method ({order.paymentMethod}). It can take 5 to 10 business days to
          show on your statement.
        </Text>
      ) : (
        <Text style={cell}>You were not charged for this order.</Text>
      )}
      <Hr />
    </OrderEmailLayout>
  );
}
