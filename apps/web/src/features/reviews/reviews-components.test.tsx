import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Window } from 'happy-dom';
import type { Album, Review, ReviewPage } from '@store/core/reviews/wire';
import { RatingSummary } from './rating-summary';
import { ReviewCard, sameCard } from './review-card';
import { reviewCountLabel, reviewDateLabel, resultCountLabel } from './review-labels';
import { StarDistribution } from './star-distribution';
import { Stars } from './stars';
import { VideoAlbum } from './video-album';
import ReviewsWidget from './reviews-widget';
import { nextVote } from './vote-buttons';

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 'r1',
  domainKey: 'mattress',
  productTitle: 'The Mattress',
  score: 4,
  title: 'Cool all night',
  content: 'Sleeps cool. <script>alert(1)</script>',
  user: { displayName: 'Dana' },
  verifiedBuyer: true,
  topics: ['Cooling', 'Comfort'],
  media: [{ type: 'image', url: '/media/a.jpg', thumbnailUrl: '/media/a-thumb.jpg', alt: 'The bed' }],
  votesUp: 3,
  votesDown: 1,
  myVote: 'up',
  createdAt: '2025-03-04T12:00:00.000Z',
  ...overrides,
});

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

/** Server markup as a document fragment, to query. */
function parsed(markup: string): DocumentFragment {
  const template = new Window().document.createElement('template');
  template.innerHTML = markup;
  return template.content as unknown as DocumentFragment;
}

describe('ReviewCard', () => {
  const markup = html(createElement(ReviewCard, { review: review(), brandName: 'Nestwood' }));

  it('renders the text escaped (plain text, never HTML)', () => {
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markup).not.toContain('<script>');
  });

  it('shows the verified-buyer badge only for verified buyers', () => {
    expect(markup).toContain('Verified buyer');
    expect(html(createElement(ReviewCard, { review: review({ verifiedBuyer: false }), brandName: 'Nestwood' }))).not.toContain(
      'Verified buyer',
    );
  });

  it('shows media thumbnails with their alt text and lazy loading', () => {
    expect(markup).toContain('src="/media/a-thumb.jpg"');
    expect(markup).toContain('alt="The bed"');
    expect(markup).toContain('loading="lazy"');
  });

  it('shows "Helpful? Yes (n) / No (n)" with the shopper\'s vote pressed', () => {
    expect(markup).toMatch(/aria-pressed="true"[^>]*>Yes \(3\)/);
    expect(markup).toMatch(/aria-pressed="false"[^>]*>No \(1\)/);
  });

  it('stars read as "4 out of 5 stars"', () => {
    expect(markup).toContain('aria-label="4 out of 5 stars"');
  });

  it('a review without a reply shows none', () => {
    expect(markup).not.toContain('Response from');
  });

  it('the brand\'s reply shows under the review: "Response from <brand>", its date, edits, text escaped', () => {
    const reply = { text: 'Thank you, Dana!\n<b>We</b> are glad.', createdAt: '2025-03-06T09:00:00.000Z', editedAt: null };
    const replied = html(createElement(ReviewCard, { review: review({ reply }), brandName: 'Nestwood' }));
    expect(replied).toContain('data-testid="review-reply"');
    expect(replied).toContain('Response from Nestwood');
    expect(replied).toContain('March 6, 2025');
    expect(replied).toContain('&lt;b&gt;We&lt;/b&gt; are glad.');
    expect(replied).not.toContain('edited');
    expect(replied.indexOf('review-content')).toBeLessThan(replied.indexOf('review-reply'));
    const edited = { ...reply, editedAt: '2025-03-08T09:00:00.000Z' };
    expect(html(createElement(ReviewCard, { review: review({ reply: edited }), brandName: 'Nestwood' }))).toContain(
      'edited March 8, 2025',
    );
  });
});

describe('nextVote (one vote per shopper, changeable, removable)', () => {
  it.each([
    [null, 'up', 'up'],
    ['up', 'up', null],
    ['up', 'down', 'down'],
    ['down', 'up', 'up'],
    ['down', 'down', null],
  ] as const)('%s + click %s -> %s', (current, clicked, expected) => {
    expect(nextVote(current, clicked)).toBe(expected);
  });
});

describe('RatingSummary and Stars', () => {
  it('shows stars, average and count, linking to the reviews section', () => {
    const markup = html(createElement(RatingSummary, { averageScore: 4.6, totalReviews: 412, href: '#reviews' }));
    expect(markup).toContain('aria-label="4.6 out of 5 stars"');
    expect(markup).toContain('href="#reviews"');
    expect(markup).toContain('412 reviews');
  });

  it('shows nothing without reviews', () => {
    expect(html(createElement(RatingSummary, { averageScore: 0, totalReviews: 0 }))).toBe('');
  });

  it.each([
    [4.5, '--filled:90%', '4.5 out of 5 stars'],
    [5, '--filled:100%', '5 out of 5 stars'],
    [0, '--filled:0%', '0 out of 5 stars'],
    [7, '--filled:100%', '5 out of 5 stars'],
    [-1, '--filled:0%', '0 out of 5 stars'],
  ])('fills the stars to a score of %s (%s, "%s")', (score, fill, label) => {
    const markup = html(createElement(Stars, { score }));
    expect(markup).toContain(fill);
    expect(markup).toContain(`aria-label="${label}"`);
    // Drawn by the star-row utility, not with star characters (a fallback face's lookup in every layout).
    expect(markup).not.toContain('★');
  });
});

describe('StarDistribution', () => {
  it('has one toggle per score with its count, pressed when filtering', () => {
    const markup = html(
      createElement(StarDistribution, {
        bottomline: { totalReviews: 10, averageScore: 4.2, starDistribution: { '1': 1, '2': 0, '3': 1, '4': 3, '5': 5 } },
        selected: [5],
        onToggle: () => undefined,
      }),
    );
    expect(markup).toContain('aria-label="5 stars: 5 reviews"');
    expect(markup).toContain('aria-label="1 star: 1 review"');
    expect(markup.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(markup).toContain('Based on 10 reviews');
  });
});

describe('VideoAlbum', () => {
  const album: Album = {
    name: 'video-testimonials',
    title: 'Video testimonials',
    items: [
      {
        id: 'v1',
        type: 'video',
        url: '/media/v1.mp4',
        posterUrl: '/media/v1.jpg',
        caption: 'Best sleep',
        reviewer: 'Ana',
        domainKey: null,
      },
    ],
    pagination: { page: 1, perPage: 100, total: 1 },
  };

  it('renders videos with controls, no preload and a poster, with captions', () => {
    const markup = html(createElement(VideoAlbum, { album }));
    expect(markup).toMatch(/<video[^>]*controls=""[^>]*preload="none"[^>]*poster="\/media\/v1.jpg"/);
    expect(markup).toContain('<figcaption');
    expect(markup).toContain('Best sleep');
  });
});

describe('labels', () => {
  it.each([
    [reviewCountLabel(1), '1 review'],
    [reviewCountLabel(1234), '1,234 reviews'],
    [reviewDateLabel('2025-03-04T23:30:00.000Z'), 'March 4, 2025'],
    [resultCountLabel(6, 412), 'Showing 6 of 412 reviews.'],
    [resultCountLabel(0, 0), 'No reviews match.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('sameCard (a review card draws again only when its review does)', () => {
  const props = { review: review(), brandName: 'Nestwood', showProduct: true };
  it.each([
    ['the same review object', props.review, true],
    ['an equal review from a new answer', review(), true],
    ['one more helpful vote', review({ votesUp: 4 }), false],
    ["the shopper's vote taken back", review({ myVote: null }), false],
    ['a reply added', review({ reply: { text: 'Thanks, Dana!', createdAt: '2025-03-05T12:00:00.000Z', editedAt: null } }), false],
  ])('%s', (_case, after, same) => {
    expect(sameCard(props, { ...props, review: after })).toBe(same);
  });

  it('draws again for another brand or when the product is shown', () => {
    expect(sameCard(props, { ...props, brandName: 'Driftvale' })).toBe(false);
    expect(sameCard(props, { ...props, showProduct: false })).toBe(false);
    expect(sameCard(props, { ...props, renderWhenNear: true })).toBe(false);
  });
});

describe('ReviewCard past the first screen', () => {
  it.each([
    [true, true],
    [false, false],
    [undefined, false],
  ])('renderWhenNear %s -> its text laid out only near the viewport: %s', (renderWhenNear, skipped) => {
    const card = parsed(html(createElement(ReviewCard, { review: review(), brandName: 'Nestwood', renderWhenNear })));
    const text = card.querySelector('.render-when-near');
    expect(text !== null).toBe(skipped);
    if (text !== null) {
      // The text is skipped; the buttons and links are not (a stand-in shorter than the text would overlap them).
      expect(text.querySelector('[data-testid="review-content"]')).not.toBeNull();
      expect(text.querySelectorAll('a, button')).toHaveLength(0);
      expect(card.querySelectorAll('a, button').length).toBeGreaterThan(0);
    }
  });

  it('on the list, every card after the first two', () => {
    const reviews = ['r1', 'r2', 'r3', 'r4'].map((id) => review({ id }));
    const markup = html(
      createElement(ReviewsWidget, {
        brandName: 'Nestwood',
        bottomline: null,
        initialPage: { reviews, pagination: { page: 1, perPage: 10, total: 4 }, topics: [] },
        load: () => new Promise<ReviewPage>(() => {}),
      }),
    );
    const cards = [...parsed(markup).querySelectorAll('article')];
    expect(cards.map((card) => card.querySelector('.render-when-near') !== null)).toEqual([false, false, true, true]);
  });
});
