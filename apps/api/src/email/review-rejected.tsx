import { Hr, Text } from '@react-email/components';
import type { BrandConfig } from '@store/core';
import { OrderEmailLayout } from './order-email-layout';

export interface ReviewRejectedProps {
  brand: Pick<BrandConfig, 'name' | 'supportEmail' | 'supportPhone' | 'theme'>;
  review: { productTitle: string; title: string; firstName: string };
  /** Why staff did not publish it, in their words (line breaks kept). */
  reason: string;
  /** The shopper's order page (the review came from that order). */
  orderUrl: string;
}

/**
 * The writer of a review staff rejected: which review, and why, in the staff member's words. Styled from the brand's
 * theme; no images, nothing fetched.
 */
export function ReviewRejected({ brand, review, reason, orderUrl }: ReviewRejectedProps) {
  const cell = { color: brand.theme.text, fontSize: '14px', margin: '8px 0' };
  return (
    <OrderEmailLayout
      brand={brand}
      preview={`Your review of ${review.productTitle} was not published`}
      heading={
        <>
          {review.firstName ? `${review.firstName}, your` : 'Your'} review of {review.productTitle} was not published.
        </>
      }
      orderUrl={orderUrl}
    >
      <Text style={cell}>
        Thank you for taking the time to review {review.productTitle}. Our team read your review “{review.title}” and could not
        publish it, for this reason:
      </Text>
      {reason.split('\n').map((line, i) => (
        <Text key={i} style={{ ...cell, fontStyle: 'italic' }}>
          {line}
        </Text>
      ))}
      <Hr />
    </OrderEmailLayout>
  );
}
