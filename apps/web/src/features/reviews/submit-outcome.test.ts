import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ReviewsHttpError } from '../../lib/api/reviews-http';
import { REVIEW_ALREADY_WRITTEN_MESSAGE } from '@store/core/reviews/constants';
import { submitOutcome } from './submit-outcome';
import { WriteReviewForm } from './write-review-form';

describe('submitOutcome (the write form after a submit)', () => {
  it.each([
    ['published', 'You reviewed this product.', 'Thank you! Your review is published.'],
    [
      'pending',
      'You reviewed this product. It appears once approved.',
      'Thank you! Your review will appear once our team has checked it.',
    ],
  ] as const)('a %s review: the note replaces the form, with the moderation outcome', (status, _note, message) => {
    expect(submitOutcome({ ok: true, status })).toEqual({ reviewed: status, outcome: { kind: 'done', message } });
  });

  it(`409 '${REVIEW_ALREADY_WRITTEN_MESSAGE}' (written in another tab): the note replaces the form`, () => {
    const error = new ReviewsHttpError(409, REVIEW_ALREADY_WRITTEN_MESSAGE);
    expect(submitOutcome({ ok: false, error })).toEqual({ reviewed: 'written', outcome: { kind: 'none' } });
  });

  it('another 4xx keeps the form with the API message; a 5xx or a network failure asks to retry', () => {
    expect(submitOutcome({ ok: false, error: new ReviewsHttpError(400, 'Only a paid order can be reviewed') })).toEqual({
      reviewed: null,
      outcome: { kind: 'error', message: 'Only a paid order can be reviewed' },
    });
    for (const error of [new ReviewsHttpError(502, null), new TypeError('Failed to fetch')])
      expect(submitOutcome({ ok: false, error })).toEqual({
        reviewed: null,
        outcome: { kind: 'error', message: 'Your review could not be sent. Please try again.' },
      });
  });
});

describe('WriteReviewForm states', () => {
  const render = (reviewed?: 'published' | 'pending' | 'written' | null) =>
    renderToStaticMarkup(createElement(WriteReviewForm, { orderId: 'o1', domainKey: 'p1', productTitle: 'Pillow', reviewed }));

  it('not reviewed: the "Write a review" button, no note', () => {
    const html = render();
    expect(html).toContain('Write a review<span class="sr-only"> of Pillow</span>');
    expect(html).not.toContain('You reviewed this product');
  });

  it.each([
    ['published', 'You reviewed this product.'],
    ['written', 'You reviewed this product.'],
    ['pending', 'You reviewed this product. It appears once approved.'],
  ] as const)('reviewed (%s): the note and no button or form', (state, note) => {
    const html = render(state);
    expect(html).toContain(note);
    expect(html).not.toContain('Write a review');
    expect(html).not.toContain('<form');
  });
});
