import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { makeProduct } from './support/factories';
import { insertAlbum, insertReviews, makeReview, photo } from './support/reviews';

let t: TestApp;

const JAN = (day: number) => new Date(Date.UTC(2025, 0, day));

beforeAll(async () => {
  t = await createTestApp({
    seed: {
      nestwood: [
        makeProduct({ id: 'alpha-mattress' }),
        makeProduct({ id: 'beta-pillow', attributes: { group: 'bedding', markers: ['soft-good'] } }),
        makeProduct({ id: 'gamma-frame', attributes: { group: 'bed-frame', markers: [] } }),
      ],
      arbor: [makeProduct({ id: 'arbor-latex' })],
    },
  });
  await insertReviews(t.db, [
    makeReview({
      id: 'r-cool',
      score: 5,
      title: 'Cool and supportive',
      content: 'The cooling cover keeps me cool all night.',
      topics: ['Cooling', 'Support'],
      votesUp: 10,
      media: [photo('/media/mattress/test/white/main.svg')],
      createdAt: JAN(20),
    }),
    makeReview({
      id: 'r-firm',
      score: 4,
      title: 'Firm but good',
      content: 'A bit firm at first, great support for my back pain.',
      topics: ['Firmness', 'Back pain', 'Support'],
      votesUp: 3,
      createdAt: JAN(21),
    }),
    makeReview({
      id: 'r-hot',
      score: 1,
      title: 'Sleeps hot',
      content: 'Not cool at all: too hot for summer nights.',
      topics: ['Cooling'],
      votesUp: 20,
      createdAt: JAN(22),
    }),
    makeReview({
      id: 'r-pending',
      score: 2,
      title: 'Cool deal',
      content: 'Cool deals at www.spam.example',
      status: 'pending',
      createdAt: JAN(23),
    }),
    ...Array.from({ length: 12 }, (_, i) =>
      makeReview({ id: `r-plain-${i}`, content: 'Plain review text here.', createdAt: JAN(1 + i) }),
    ),
    makeReview({ id: 'r-pillow-4', domainKey: 'beta-pillow', score: 4, createdAt: JAN(15) }),
    makeReview({ id: 'r-pillow-5', domainKey: 'beta-pillow', score: 5, createdAt: JAN(16) }),
    makeReview({
      id: 'r-arbor',
      brand: 'arbor',
      domainKey: 'arbor-latex',
      title: 'Cool latex',
      content: 'Cool cool cool.',
      createdAt: JAN(24),
    }),
  ]);
  await insertAlbum(t.db, 'nestwood', 'video-testimonials', 7);
  await insertAlbum(t.db, 'arbor', 'arbor-only', 2);
});
afterAll(() => t.close());

const NESTWOOD_PUBLISHED = 17;

const filter = (body: unknown, brand = 'nestwood') =>
  t.app.inject({ method: 'POST', url: '/reviews/filter', headers: { 'x-brand': brand }, payload: body as object });
const get = (url: string, brand = 'nestwood') => t.app.inject({ method: 'GET', url, headers: { 'x-brand': brand } });
const ids = (res: { json(): { result: { reviews: Review[] } } }) => res.json().result.reviews.map((r) => r.id);

describe('POST /reviews/filter', () => {
  it('defaults: page 1 of 10, newest first, only the brand’s published reviews, topics most frequent first', async () => {
    const res = await filter({});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.result.pagination).toEqual({ page: 1, perPage: 10, total: NESTWOOD_PUBLISHED });
    expect(ids(res).slice(0, 3)).toEqual(['r-hot', 'r-firm', 'r-cool']);
    expect(ids(res)).not.toContain('r-pending');
    expect(body.result.topics).toEqual([
      { name: 'Cooling', count: 2 },
      { name: 'Support', count: 2 },
      { name: 'Back pain', count: 1 },
      { name: 'Firmness', count: 1 },
    ]);
    const first = body.result.reviews[2] as Review;
    expect(first).toMatchObject({
      id: 'r-cool',
      domainKey: 'alpha-mattress',
      score: 5,
      user: { displayName: 'Test R.' },
      verifiedBuyer: true,
      myVote: null,
      createdAt: JAN(20).toISOString(),
    });
    expect(first.media).toHaveLength(1);
  });

  it('free text is Postgres full-text search (stemmed: cool matches cooling), never another brand or a pending review', async () => {
    const res = await filter({ free_text_search: 'cooling' });
    expect(ids(res).sort()).toEqual(['r-cool', 'r-hot']);
    expect(res.json().result.pagination.total).toBe(2);
    expect(res.json().result.topics[0]).toEqual({ name: 'Cooling', count: 2 });
  });

  it('websearch syntax: a quoted phrase and an excluded word', async () => {
    expect(ids(await filter({ free_text_search: '"back pain"' }))).toEqual(['r-firm']);
    expect(ids(await filter({ free_text_search: 'cool -hot' }))).toEqual(['r-cool']);
  });

  it('relevance ranks a title match above a text match', async () => {
    const res = await filter({ free_text_search: 'cool', sortings: [{ sort_by: 'relevance', ascending: false }] });
    expect(ids(res)).toEqual(['r-cool', 'r-hot']);
  });

  it('a search with no match answers an empty page', async () => {
    const res = await filter({ free_text_search: 'trampoline' });
    expect(res.json().result).toEqual({ reviews: [], pagination: { page: 1, perPage: 10, total: 0 }, topics: [] });
  });

  it('filters by product, topics (any of them) and scores', async () => {
    expect((await filter({ domain_key: 'beta-pillow' })).json().result.pagination.total).toBe(2);
    expect(ids(await filter({ topic_names: ['Cooling'] })).sort()).toEqual(['r-cool', 'r-hot']);
    expect(ids(await filter({ topic_names: ['Firmness', 'Back pain'] }))).toEqual(['r-firm']);
    expect(ids(await filter({ scores: [1, 4] })).sort()).toEqual(['r-firm', 'r-hot', 'r-pillow-4']);
  });

  it('the 5-star count: scores [5], per_page 100', async () => {
    const res = await filter({ scores: [5], per_page: 100 });
    expect(res.json().result.pagination).toEqual({ page: 1, perPage: 100, total: 14 });
    expect(res.json().result.reviews.every((r: Review) => r.score === 5)).toBe(true);
  });

  it('sorts by rating, helpful votes, photos and date ascending', async () => {
    expect(ids(await filter({ sortings: [{ sort_by: 'rating', ascending: true }] }))[0]).toBe('r-hot');
    expect(ids(await filter({ sortings: [{ sort_by: 'votes_up', ascending: false }] })).slice(0, 3)).toEqual([
      'r-hot',
      'r-cool',
      'r-firm',
    ]);
    expect(ids(await filter({ sortings: [{ sort_by: 'images', ascending: false }] }))[0]).toBe('r-cool');
    expect(ids(await filter({ sortings: [{ sort_by: 'date', ascending: true }] }))[0]).toBe('r-plain-0');
  });

  it('paging: the first 6, then pages of 10 from page 1 cover the list once (6/10)', async () => {
    const firstSix = ids(await filter({ per_page: 6, page: 1 }));
    const page1 = ids(await filter({ per_page: 10, page: 1 }));
    const page2 = ids(await filter({ per_page: 10, page: 2 }));
    expect(page1.slice(0, 6)).toEqual(firstSix);
    expect(page2).toHaveLength(NESTWOOD_PUBLISHED - 10);
    expect(new Set([...page1, ...page2]).size).toBe(NESTWOOD_PUBLISHED);
    expect(ids(await filter({ page: 3 }))).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['per_page 0', { per_page: 0 }],
    ['per_page 101', { per_page: 101 }],
    ['page 0', { page: 0 }],
    ['page 1001', { page: 1001 }],
    ['a string page', { page: '2' }],
    ['search of 101 characters', { free_text_search: 'a'.repeat(101) }],
    ['a NUL in the search', { free_text_search: 'cool\u0000' }],
    ['an unpaired surrogate in the search', { free_text_search: 'cool\ud800' }],
    ['11 topics', { topic_names: Array.from({ length: 11 }, (_, i) => `t${i}`) }],
    ['score 6', { scores: [6] }],
    ['an unknown sort key', { sortings: [{ sort_by: 'price', ascending: true }] }],
    ['4 sortings', { sortings: Array(4).fill({ sort_by: 'date', ascending: true }) }],
    ['a body that is an array', [1, 2]],
  ])('400 for %s, in the error envelope', async (_name, body) => {
    const res = await filter(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
  });

  it('400 for odd bytes that are not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/reviews/filter',
      headers: { 'x-brand': 'nestwood', 'content-type': 'application/json' },
      payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
  });
});

describe('bottomlines', () => {
  it('GET /reviews/bottomline: the brand’s published reviews, average to one decimal, every star counted', async () => {
    const res = await get('/reviews/bottomline');
    expect(res.statusCode).toBe(200);
    // 14 fives, 2 fours (r-firm, r-pillow-4), 1 one: (70 + 8 + 1) / 17 = 4.647 -> 4.6
    expect(res.json().result).toEqual({
      totalReviews: 17,
      averageScore: 4.6,
      starDistribution: { '1': 1, '2': 0, '3': 0, '4': 2, '5': 14 },
    });
    expect((await get('/reviews/bottomline', 'arbor')).json().result.totalReviews).toBe(1);
  });

  it('GET /reviews/products/{id}/bottomline: a product, zeros without reviews, 404 unknown or another brand’s', async () => {
    expect((await get('/reviews/products/beta-pillow/bottomline')).json().result).toEqual({
      totalReviews: 2,
      averageScore: 4.5,
      starDistribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
    });
    expect((await get('/reviews/products/gamma-frame/bottomline')).json().result).toEqual({
      totalReviews: 0,
      averageScore: 0,
      starDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
    for (const url of ['/reviews/products/nope/bottomline', '/reviews/products/arbor-latex/bottomline']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Product not found' });
    }
    expect((await get('/reviews/products/a%00b/bottomline')).statusCode).toBe(400);
  });

  it('GET /reviews/bottomlines: one call for the cards; zeros without reviews, unknown keys omitted', async () => {
    const res = await get('/reviews/bottomlines?domain_keys=alpha-mattress,beta-pillow,gamma-frame,nope,arbor-latex');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      'alpha-mattress': { totalReviews: 15, averageScore: 4.7 },
      'beta-pillow': { totalReviews: 2, averageScore: 4.5 },
      'gamma-frame': { totalReviews: 0, averageScore: 0 },
    });
  });

  it.each([
    ['no keys', '/reviews/bottomlines'],
    ['an empty list', '/reviews/bottomlines?domain_keys='],
    ['61 keys', `/reviews/bottomlines?domain_keys=${Array.from({ length: 61 }, (_, i) => `k${i}`).join(',')}`],
    ['a control character', '/reviews/bottomlines?domain_keys=a%01b'],
  ])('400 for %s', async (_name, url) => {
    expect((await get(url)).statusCode).toBe(400);
  });
});

describe('GET /reviews/products/{domainKey}', () => {
  it('pages one product’s reviews, with an optional query', async () => {
    const res = await get('/reviews/products/alpha-mattress?per_page=6');
    expect(res.json().result.pagination).toEqual({ page: 1, perPage: 6, total: 15 });
    expect(res.json().result.reviews).toHaveLength(6);
    const searched = await get('/reviews/products/alpha-mattress?query=cool');
    expect(ids(searched).sort()).toEqual(['r-cool', 'r-hot']);
    expect(ids(await get('/reviews/products/beta-pillow?query=cool'))).toEqual([]);
  });

  it('404 for an unknown product or another brand’s; 400 for bad paging', async () => {
    expect((await get('/reviews/products/nope')).statusCode).toBe(404);
    expect((await get('/reviews/products/arbor-latex')).statusCode).toBe(404);
    for (const q of ['per_page=abc', 'per_page=101', 'page=0', `query=${'a'.repeat(101)}`, 'query=%00'])
      expect((await get(`/reviews/products/alpha-mattress?${q}`)).statusCode, q).toBe(400);
  });
});

describe('GET /reviews/albums/{name}', () => {
  it('answers the album in position order, paged (page 1, per_page 100 by default)', async () => {
    const res = await get('/reviews/albums/video-testimonials');
    expect(res.statusCode).toBe(200);
    const album = res.json().result;
    expect(album.name).toBe('video-testimonials');
    expect(album.items).toHaveLength(7);
    expect(album.items[0]).toEqual({
      id: 'video-testimonials-1',
      type: 'video',
      url: '/media/testimonials/testimonial-1.mp4',
      posterUrl: '/media/testimonials/testimonial-1.jpg',
      caption: 'Clip 1',
      reviewer: 'Reviewer 1',
      domainKey: null,
    });
    expect(album.pagination).toEqual({ page: 1, perPage: 100, total: 7 });
    const page2 = (await get('/reviews/albums/video-testimonials?page=2&per_page=5')).json().result;
    expect(page2.items.map((i: { id: string }) => i.id)).toEqual(['video-testimonials-6', 'video-testimonials-7']);
  });

  it('404 for an unknown album or another brand’s; 400 for bad paging', async () => {
    const res = await get('/reviews/albums/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Album not found' });
    expect((await get('/reviews/albums/arbor-only')).statusCode).toBe(404);
    expect((await get('/reviews/albums/arbor-only', 'arbor')).statusCode).toBe(200);
    expect((await get('/reviews/albums/video-testimonials?per_page=0')).statusCode).toBe(400);
  });
});
