import { describe, expect, it } from 'vitest';
import {
  isReviewCacheTag,
  productReviewsTag,
  reviewBottomlinesTag,
  reviewChangeTags,
  reviewListsTag,
  type ReviewChange,
} from './cache-tags';

describe('the storefront cache tags of review reads', () => {
  it.each([
    ['review lists (/reviews, the home strip, the five-star count, albums)', reviewListsTag('plume'), 'reviews:plume:lists'],
    [
      "the brand's bottomline and the listing cards' stars",
      reviewBottomlinesTag('nestwood-ca'),
      'reviews:nestwood-ca:bottomlines',
    ],
    [
      "one product's bottomline",
      productReviewsTag('nestwood', 'memory-foam-mattress'),
      'reviews:nestwood:product:memory-foam-mattress',
    ],
    ['a product key that is not a plain slug', productReviewsTag('nestwood', 'a b/c'), 'reviews:nestwood:product:a%20b%2Fc'],
  ])('%s: %s', (_what, tag, expected) => expect(tag).toBe(expected));
});

describe('reviewChangeTags: what a change to a review expires', () => {
  it.each<{ rule: string; change: ReviewChange; expected: string[] }>([
    {
      rule: 'a published review (new or edited) changes the lists, the stars of listings and its product',
      change: { kind: 'written', domainKey: 'mattress', status: 'published' },
      expected: ['reviews:nestwood:lists', 'reviews:nestwood:bottomlines', 'reviews:nestwood:product:mattress'],
    },
    {
      rule: 'a review held for moderation shows nowhere yet: nothing to expire',
      change: { kind: 'written', domainKey: 'mattress', status: 'pending' },
      expected: [],
    },
    {
      rule: 'approving a held review publishes it: lists, stars and its product',
      change: { kind: 'moderated', domainKey: 'mattress', from: 'pending', to: 'published' },
      expected: ['reviews:nestwood:lists', 'reviews:nestwood:bottomlines', 'reviews:nestwood:product:mattress'],
    },
    {
      rule: 'taking down a published review changes the same pages',
      change: { kind: 'moderated', domainKey: 'mattress', from: 'published', to: 'rejected' },
      expected: ['reviews:nestwood:lists', 'reviews:nestwood:bottomlines', 'reviews:nestwood:product:mattress'],
    },
    {
      rule: 'rejecting a held review changes nothing shown',
      change: { kind: 'moderated', domainKey: 'mattress', from: 'pending', to: 'rejected' },
      expected: [],
    },
    {
      rule: 'a public reply (written, edited, removed) shows under the review on the lists only',
      change: { kind: 'replied' },
      expected: ['reviews:nestwood:lists'],
    },
    {
      rule: 'a vote changes the counts on the lists only (no score, no bottomline)',
      change: { kind: 'voted' },
      expected: ['reviews:nestwood:lists'],
    },
  ])('$rule', ({ change, expected }) => expect(reviewChangeTags('nestwood', change)).toEqual(expected));
});

describe('isReviewCacheTag: the tags a storefront accepts to revalidate', () => {
  it.each([
    ['reviews:nestwood:lists', true],
    ['reviews:driftvale-ca:bottomlines', true],
    ['reviews:plume:product:cooling-foam-mattress', true],
    ['reviews:plume:product:Bundle_1.2', true],
    ['reviews:unknown-brand:lists', false],
    ['brand:nestwood', false],
    ['reviews:nestwood', false],
    ['reviews:nestwood:product:', false],
    ['reviews:nestwood:product:a b', false],
    ['reviews:nestwood:product:a%20b%2Fc', true],
    [`reviews:nestwood:product:${'x'.repeat(201)}`, false],
    ['reviews:nestwood:lists:extra', false],
  ])('%s -> %s', (tag, expected) => expect(isReviewCacheTag(tag)).toBe(expected));
});
