import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { BrandConfig } from '@store/core';
import type { AccountEmailKind } from '../accounts/account-emails';

export interface AccountEmailProps {
  brand: Pick<BrandConfig, 'name' | 'supportEmail' | 'supportPhone' | 'theme'>;
  kind: AccountEmailKind;
  name: string;
  /** The storefront page the button opens (it POSTs the token; opening it consumes nothing by itself). */
  link: string;
}

/** What each account email says: subject, heading, body, button, and how long the link works. */
export const ACCOUNT_EMAIL_COPY: Record<
  AccountEmailKind,
  { subject: (brand: string) => string; heading: string; body: string; button: string; validity: string }
> = {
  'verify-email': {
    subject: (brand) => `Confirm your ${brand} account`,
    heading: 'Confirm your email',
    body: 'Thanks for creating an account. Confirm this is your email address to finish and sign in.',
    button: 'Confirm my email',
    validity: 'This link works for 24 hours.',
  },
  'sign-in-link': {
    subject: (brand) => `Your ${brand} sign-in link`,
    heading: 'Sign in',
    body: 'Use this button to sign in to your account. If you did not ask for it, you can ignore this email.',
    button: 'Sign in',
    validity: 'This link works once, for 15 minutes.',
  },
  'password-reset': {
    subject: (brand) => `Reset your ${brand} password`,
    heading: 'Reset your password',
    body: 'Choose a new password with this button. If you did not ask for it, you can ignore this email: your password stays as it is.',
    button: 'Choose a new password',
    validity: 'This link works once, for 1 hour.',
  },
  'existing-account': {
    subject: (brand) => `You already have a ${brand} account`,
    heading: 'You already have an account',
    body: 'Someone (probably you) tried to create an account with this email, but you already have one. Sign in with this button, or reset your password from the sign-in page.',
    button: 'Sign in',
    validity: 'This link works once, for 15 minutes.',
  },
};

/** The account emails, styled from the brand registry's theme like the order confirmation; no images. */
export function AccountEmail({ brand, kind, name, link }: AccountEmailProps) {
  const { theme } = brand;
  const copy = ACCOUNT_EMAIL_COPY[kind];
  const text = { color: theme.text, fontSize: '14px', margin: '8px 0' };
  return (
    <Html lang="en">
      <Head />
      <Preview>{copy.heading}</Preview>
      <Body style={{ backgroundColor: theme.surface, fontFamily: theme.fontFamily, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: theme.background, borderRadius: theme.radius, padding: '24px' }}>
          <Section style={{ backgroundColor: theme.primary, borderRadius: theme.radius, padding: '16px 24px' }}>
            <Heading as="h1" style={{ color: theme.primaryText, fontSize: '22px', margin: 0 }}>
              {brand.name}
            </Heading>
          </Section>
          <Heading as="h2" style={{ color: theme.text, fontSize: '20px' }}>
            {copy.heading}
          </Heading>
          <Text style={text}>Hello {name || 'there'},</Text>
          <Text style={text}>{copy.body}</Text>
          <Button
            href={link}
            style={{
              backgroundColor: theme.primary,
              color: theme.primaryText,
              borderRadius: theme.radius,
              padding: '12px 20px',
              fontSize: '15px',
            }}
          >
            {copy.button}
          </Button>
          <Text style={{ ...text, color: theme.muted }}>{copy.validity}</Text>
          <Text style={{ ...text, color: theme.muted, wordBreak: 'break-all' }}>Or open: {link}</Text>
          <Hr />
          <Text style={{ ...text, color: theme.muted }}>
            Questions? Write to {brand.supportEmail} or call {brand.supportPhone}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
