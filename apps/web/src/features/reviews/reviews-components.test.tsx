import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Album, Review } from '@store/core/reviews/wire';
import { RatingSummary } from './rating-summary';
import { ReviewCard, sameCard } from './review-card';
import { reviewCountLabel, reviewDateLabel, resultCountLabel } from './review-labels';
import { StarDistribution } from './star-distribution';
import { Stars } from './stars';
import { VideoAlbum } from './video-album';
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

  it('fills the stars to the score', () => {
    expect(html(createElement(Stars, { score: 4.5 }))).toContain('width:90%');
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
  });
});
