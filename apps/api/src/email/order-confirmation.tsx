import { Body, Column, Container, Head, Heading, Hr, Html, Preview, Row, Section, Text } from '@react-email/components';
import { formatMoney, propertyText, type BrandConfig, type Cart, type Currency } from '@store/core';
import type { OrderAddress } from '../db/schema';

export interface OrderConfirmationProps {
  brand: Pick<BrandConfig, 'name' | 'supportEmail' | 'supportPhone' | 'theme'>;
  order: {
    shortId: string;
    cart: Pick<Cart, 'items' | 'extras' | 'totalPrice' | 'totalDiscount'>;
    totalAmount: number;
    currency: Currency;
    shippingDetails: OrderAddress;
  };
}

/**
 * The order confirmation (issue 8), styled from the brand registry's theme. Only system fonts and no images: nothing
 * is fetched from outside when the shopper opens it.
 */
export function OrderConfirmation({ brand, order }: OrderConfirmationProps) {
  const { theme } = brand;
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, { cents: 'always' });
  const ship = order.shippingDetails;
  const cell = { color: theme.text, fontSize: '14px', margin: '4px 0' };
  return (
    <Html lang="en">
      <Head />
      <Preview>{`Your ${brand.name} order ${order.shortId} is confirmed`}</Preview>
      <Body style={{ backgroundColor: theme.surface, fontFamily: theme.fontFamily, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: theme.background, borderRadius: theme.radius, padding: '24px' }}>
          <Section style={{ backgroundColor: theme.primary, borderRadius: theme.radius, padding: '16px 24px' }}>
            <Heading as="h1" style={{ color: theme.primaryText, fontSize: '22px', margin: 0 }}>
              {brand.name}
            </Heading>
          </Section>
          <Heading as="h2" style={{ color: theme.text, fontSize: '20px' }}>
            Thank you, {ship.firstName}. Your order is confirmed.
          </Heading>
          <Text style={cell}>Order number: {order.shortId}</Text>
          <Hr />
          {order.cart.items.map((item) => (
            <Row key={item.itemIdentifier}>
              <Column>
                <Text style={cell}>
                  {item.quantity} × {item.product.title}
                  {item.properties.length > 0
                    ? ` (${item.properties.map((p) => `${p.name}: ${propertyText(p.name, p.value)}`).join(', ')})`
                    : ''}
                </Text>
              </Column>
              <Column align="right">
                <Text style={cell}>{item.priceAfterDiscount === 0 ? 'Free' : money(item.priceAfterDiscount)}</Text>
              </Column>
            </Row>
          ))}
          {order.cart.extras.map((extra) => (
            <Row key={extra.sku}>
              <Column>
                <Text style={cell}>{extra.title}</Text>
              </Column>
              <Column align="right">
                <Text style={cell}>{extra.pricing.price.amount === 0 ? 'Free' : money(extra.pricing.price.amount)}</Text>
              </Column>
            </Row>
          ))}
          <Hr />
          {order.cart.totalDiscount.amount > 0 ? (
            <Text style={cell}>Savings: -{money(order.cart.totalDiscount.amount)}</Text>
          ) : null}
          <Text style={{ ...cell, fontWeight: 'bold' }}>Total: {money(order.totalAmount)}</Text>
          <Hr />
          <Text style={{ ...cell, fontWeight: 'bold' }}>Shipping to</Text>
          <Text style={cell}>
            {ship.firstName} {ship.lastName}, {ship.address.line1}
            {ship.address.line2 ? `, ${ship.address.line2}` : ''}, {ship.address.city}, {ship.address.state} {ship.address.zip}
          </Text>
          <Hr />
          <Text style={{ ...cell, color: theme.muted }}>
            Questions? Write to {brand.supportEmail} or call {brand.supportPhone}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
