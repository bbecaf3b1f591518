import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  brandBottomline,
  fetchAlbum,
  fetchProductBottomline,
  fiveStarCount,
  listingBottomlines,
  productBottomlineOrNull,
  serverFilterReviews,
} from './reviews';
import { filterReviews, voteReview } from './reviews-browser';
import { writeReview } from './review-write-browser';
import { ReviewsHttpError } from './reviews-http';

const bottomline = { totalReviews: 3, averageScore: 4.3, starDistribution: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 2 } };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const ok = (result: unknown) => answer(200, { status: 'ok', result });
const failure = (status: number, code: string, message: string) => answer(status, { status: 'error', code, message });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('product bottomline (3 s timeout, 1 h revalidation, ≥ 500 to the error handler, else rejects)', () => {
  it('reads GET /reviews/products/{id}/bottomline with the brand, a timeout signal and hourly revalidation', async () => {
    fetchMock.mockResolvedValueOnce(ok(bottomline));
    await expect(fetchProductBottomline('nestwood', 'mattress')).resolves.toEqual(bottomline);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/reviews\/products\/mattress\/bottomline$/);
    expect(init?.headers).toMatchObject({ 'x-brand': 'nestwood' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect((init as { next?: { revalidate?: number } }).next?.revalidate).toBe(3600);
  });

  it.each([500, 502, 503])('status %i goes to the error handler (logged) and resolves null', async (status) => {
    fetchMock.mockResolvedValueOnce(failure(status, 'INTERNAL', 'boom'));
    await expect(fetchProductBottomline('nestwood', 'mattress')).resolves.toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      'Reviews: product bottomline failed',
      expect.objectContaining({ message: `HTTP error! status: ${status}` }),
    );
  });

  it.each([400, 404, 429])('status %i rejects with HTTP error! status: %i', async (status) => {
    fetchMock.mockResolvedValueOnce(failure(status, 'NOT_FOUND', 'nope'));
    await expect(fetchProductBottomline('nestwood', 'nope')).rejects.toThrow(`HTTP error! status: ${status}`);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('a timeout or an unreachable API rejects', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(fetchProductBottomline('nestwood', 'mattress')).rejects.toThrow('timed out');
  });

  it('the page never fails because of it: productBottomlineOrNull turns a rejection into null', async () => {
    fetchMock.mockResolvedValueOnce(failure(404, 'NOT_FOUND', 'nope'));
    await expect(productBottomlineOrNull('nestwood', 'nope')).resolves.toBeNull();
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(productBottomlineOrNull('nestwood', 'mattress')).resolves.toBeNull();
  });
});

describe('listingBottomlines (one batch call per listing)', () => {
  it('asks once for every distinct key', async () => {
    fetchMock.mockResolvedValueOnce(ok({ a: { totalReviews: 2, averageScore: 4.5 } }));
    await expect(listingBottomlines('nestwood', ['a', 'b', 'a'])).resolves.toEqual({
      a: { totalReviews: 2, averageScore: 4.5 },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/reviews\/bottomlines\?domain_keys=a%2Cb$/);
  });

  it('makes no call for an empty listing and renders no stars when the service fails', async () => {
    await expect(listingBottomlines('nestwood', [])).resolves.toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(failure(500, 'INTERNAL', 'boom'));
    await expect(listingBottomlines('nestwood', ['a'])).resolves.toEqual({});
  });
});

describe('browser reviews calls (non-OK throws HTTP error! status: ...)', () => {
  it.each([
    ['filter', () => filterReviews({ page: 1 }), 503],
    ['vote', () => voteReview('r1', 'up'), 429],
    [
      'write',
      () => writeReview({ orderId: 'o', domainKey: 'd', score: 5, title: 't', content: 'c', displayName: 'n' }, 'k'),
      409,
    ],
  ])('%s', async (_call, call, status) => {
    fetchMock.mockResolvedValueOnce(failure(status, 'CONFLICT', 'You already reviewed this product for this order'));
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReviewsHttpError);
    expect((error as Error).message).toBe(`HTTP error! status: ${status}`);
    expect((error as ReviewsHttpError).serverMessage).toBe('You already reviewed this product for this order');
  });

  it('votes with POST /api/reviews/{id}/vote and the direction', async () => {
    fetchMock.mockResolvedValueOnce(ok({ votesUp: 4, votesDown: 0, myVote: 'up' }));
    await expect(voteReview('r 1', 'up')).resolves.toEqual({ votesUp: 4, votesDown: 0, myVote: 'up' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/reviews/r%201/vote');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ direction: 'up' }) });
  });
});

describe('fetchAlbum', () => {
  it('is null for an unknown album and rejects on other failures', async () => {
    fetchMock.mockResolvedValueOnce(failure(404, 'NOT_FOUND', 'Unknown album'));
    await expect(fetchAlbum('nestwood', 'nope')).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(failure(500, 'INTERNAL', 'boom'));
    await expect(fetchAlbum('nestwood', 'video-testimonials')).rejects.toThrow('HTTP error! status: 500');
  });
});

describe('fiveStarCount (the filter call with scores [5] and per_page 100)', () => {
  it('posts the filter and answers the total; null when it fails', async () => {
    fetchMock.mockResolvedValueOnce(ok({ reviews: [], pagination: { page: 1, perPage: 100, total: 332 }, topics: [] }));
    await expect(fiveStarCount('nestwood')).resolves.toBe(332);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/reviews\/filter$/);
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ scores: [5], per_page: 100 }) });
    fetchMock.mockResolvedValueOnce(failure(503, 'INTERNAL', 'boom'));
    await expect(fiveStarCount('nestwood')).resolves.toBeNull();
  });
});

describe('the cache tags of each server read: a change to a review expires the pages that show it', () => {
  const page = { reviews: [], pagination: { page: 1, perPage: 10, total: 0 }, topics: [] };
  const album = { name: 'video-testimonials', title: 'Video testimonials', items: [], pagination: page.pagination };
  it.each<[string, () => Promise<unknown>, unknown, string[]]>([
    [
      'a product bottomline',
      () => fetchProductBottomline('plume', 'foam-mattress'),
      bottomline,
      ['brand:plume', 'reviews', 'reviews:plume:product:foam-mattress'],
    ],
    ['listing stars', () => listingBottomlines('plume', ['a']), {}, ['brand:plume', 'reviews', 'reviews:plume:bottomlines']],
    [
      "the brand's bottomline",
      () => brandBottomline('plume'),
      bottomline,
      ['brand:plume', 'reviews', 'reviews:plume:bottomlines'],
    ],
    [
      'a review list',
      () => serverFilterReviews('plume', { per_page: 10 }),
      page,
      ['brand:plume', 'reviews', 'reviews:plume:lists'],
    ],
    ['the five-star count', () => fiveStarCount('plume'), page, ['brand:plume', 'reviews', 'reviews:plume:lists']],
    ['an album', () => fetchAlbum('plume', 'video-testimonials'), album, ['brand:plume', 'reviews', 'reviews:plume:lists']],
  ])('%s', async (_read, read, result, tags) => {
    fetchMock.mockResolvedValueOnce(ok(result));
    await read();
    expect((fetchMock.mock.calls[0]?.[1] as { next?: { tags?: string[] } }).next?.tags).toEqual(tags);
  });
});
