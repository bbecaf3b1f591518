import { Body, Column, Container, Head, Heading, Hr, Html, Link, Preview, Row, Section, Text } from '@react-email/components';
import { formatMoney, propertyText, type BrandConfig, type Cart, type Currency } from '@store/core';
import { SAME_DAY_ESTIMATE } from '@store/core/cart/delivery-names';
import { TWENTY_FOUR_HOUR_ESTIMATE } from '@store/core/shipping-estimate';
import type { OrderAddress } from '../db/schema';
import type { OrderConfirmationDetails } from './order-confirmation-details';
import { LinePhotoColumn } from './line-photo';
import type { EmailPhoto } from './line-photos';

export interface OrderConfirmationProps {
  brand: Pick<BrandConfig, 'name' | 'supportEmail' | 'supportPhone' | 'theme'>;
  order: {
    shortId: string;
    cart: Pick<Cart, 'items' | 'extras' | 'totalPrice' | 'totalDiscount' | 'couponDetails'>;
    totalAmount: number;
    currency: Currency;
    shippingDetails: OrderAddress;
  };
  details: OrderConfirmationDetails;
}

/** 'in 2 - 3 business days', or 'in 24 Hours!' for 24-hour shipping (the shipping estimate texts). */
const shipsIn = (estimate: string) => (estimate === TWENTY_FOUR_HOUR_ESTIMATE ? estimate : `${estimate} business days`);

/** When the order comes: ', arriving Today' for same-day delivery, else when it ships. */
const whenText = (estimate: string | null) =>
  estimate === null
    ? ''
    : estimate === SAME_DAY_ESTIMATE
      ? `, arriving ${estimate}`
      : `, estimated to ship in ${shipsIn(estimate)}`;

/**
 * The order confirmation, styled from the brand registry's theme. Its summary adds up as printed, as the storefront's
 * does: each line at its price before the coupon, the subtotal, the coupon taken off once, the extras (shipping, tax,
 * services) as the order has them, the total. Then the order's page, payment, delivery estimate, and the trial and
 * returns reminder. Only system fonts; the only images are the lines' product photos (a JPEG on the brand's own
 * storefront, with its size and alt text) for products that have one: a line without a photo shows no image.
 */
export function OrderConfirmation({ brand, order, details }: OrderConfirmationProps) {
  const { theme } = brand;
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, { cents: 'always' });
  const ship = order.shippingDetails;
  const cell = { color: theme.text, fontSize: '14px', margin: '4px 0' };
  const { cart } = order;
  const subtotal = cart.items.reduce((sum, item) => sum + item.pricing.price.amount, 0);
  const row = (key: string, label: string, value: string, photo?: EmailPhoto) => (
    <Row key={key}>
      {photo ? <LinePhotoColumn photo={photo} /> : null}
      <Column>
        <Text style={cell}>{label}</Text>
      </Column>
      <Column align="right">
        <Text style={cell}>{value}</Text>
      </Column>
    </Row>
  );
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
          <Text style={cell}>
            <Link href={details.orderUrl} style={{ color: theme.primary, fontWeight: 'bold' }}>
              View your order
            </Link>
          </Text>
          <Hr />
          {cart.items.map((item) =>
            row(
              item.itemIdentifier,
              `${item.quantity} × ${item.product.title}${
                item.properties.length > 0
                  ? ` (${item.properties.map((p) => `${p.name}: ${propertyText(p.name, p.value)}`).join(', ')})`
                  : ''
              }`,
              item.pricing.price.amount === 0 ? 'Free' : money(item.pricing.price.amount),
              details.linePhotos.get(item.itemIdentifier),
            ),
          )}
          <Hr />
          {row('subtotal', 'Subtotal', money(subtotal))}
          {cart.totalDiscount.amount > 0
            ? row(
                'coupon',
                cart.couponDetails ? `Coupon (${cart.couponDetails.code})` : 'Coupon',
                `-${money(cart.totalDiscount.amount)}`,
              )
            : null}
          {cart.extras.map((extra) =>
            row(extra.sku, extra.title, extra.pricing.price.amount === 0 ? 'Free' : money(extra.pricing.price.amount)),
          )}
          <Text style={{ ...cell, fontWeight: 'bold' }}>Total: {money(order.totalAmount)}</Text>
          <Hr />
          <Text style={cell}>Payment: {details.paymentMethod}</Text>
          <Text style={cell}>
            Delivery: {details.delivery.title}
            {whenText(details.delivery.estimate)}
          </Text>
          <Text style={{ ...cell, fontWeight: 'bold' }}>Shipping to</Text>
          <Text style={cell}>
            {ship.firstName} {ship.lastName}, {ship.address.line1}
            {ship.address.line2 ? `, ${ship.address.line2}` : ''}, {ship.address.city}, {ship.address.state} {ship.address.zip}
          </Text>
          <Hr />
          {details.trials.map(({ trial, titles }) => (
            <Text key={trial} style={cell}>
              Your {trial}: {titles.join(', ')}
            </Text>
          ))}
          <Text style={cell}>
            Returns are free within your trial: write to {brand.supportEmail} or call {brand.supportPhone} to start one.
          </Text>
          <Text style={{ ...cell, color: theme.muted }}>
            Questions? Write to {brand.supportEmail} or call {brand.supportPhone}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
