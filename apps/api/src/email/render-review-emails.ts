import { createElement } from 'react';
import { render } from '@react-email/render';
import type { RenderedEmail } from './render';
import { ReviewRejected, type ReviewRejectedProps } from './review-rejected';

/** Renders the email to the writer of a rejected review per brand: HTML and a plain-text part. */
export async function renderReviewRejected(props: ReviewRejectedProps): Promise<RenderedEmail> {
  const element = createElement(ReviewRejected, props);
  return {
    subject: `Your ${props.brand.name} review of ${props.review.productTitle} was not published`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
