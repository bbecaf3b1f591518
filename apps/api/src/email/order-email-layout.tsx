import type { ReactNode } from 'react';
import { Body, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { BrandConfig } from '@store/core';

export interface OrderEmailLayoutProps {
  brand: Pick<BrandConfig, 'name' | 'supportEmail' | 'supportPhone' | 'theme'>;
  /** The inbox preview line. */
  preview: string;
  /** The email's headline, under the brand's bar. */
  heading: ReactNode;
  /** The shopper's order page (account or guest look-up). */
  orderUrl: string;
  /** Drawn between the order link and the support line (a rule, say). */
  beforeSupport?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every email about an order after the sale shares (refunds, cancellation, parcels, returns): the brand's
 * bar, the headline, the message, a link to the order and how to reach support, styled from the brand's theme with
 * nothing fetched.
 */
export function OrderEmailLayout({ brand, preview, heading, orderUrl, beforeSupport, children }: OrderEmailLayoutProps) {
  const { theme } = brand;
  const cell = { color: theme.text, fontSize: '14px', margin: '8px 0' };
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: theme.surface, fontFamily: theme.fontFamily, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: theme.background, borderRadius: theme.radius, padding: '24px' }}>
          <Section style={{ backgroundColor: theme.primary, borderRadius: theme.radius, padding: '16px 24px' }}>
            <Heading as="h1" style={{ color: theme.primaryText, fontSize: '22px', margin: 0 }}>
              {brand.name}
            </Heading>
          </Section>
          <Heading as="h2" style={{ color: theme.text, fontSize: '20px' }}>
            {heading}
          </Heading>
          {children}
          <Text style={cell}>
            <Link href={orderUrl} style={{ color: theme.primary, fontWeight: 'bold' }}>
              View your order
            </Link>
          </Text>
          {beforeSupport}
          <Text style={{ ...cell, color: theme.muted }}>
            Questions? Write to {brand.supportEmail} or call {brand.supportPhone}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
