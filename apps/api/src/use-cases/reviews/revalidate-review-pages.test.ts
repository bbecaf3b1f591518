import { describe, expect, it, vi } from 'vitest';
import { revalidateReviewPages, REVIEW_REVALIDATION_TIMEOUT_MS } from './revalidate-review-pages';

const SECRET = 'operator-secret-for-tests-0123456789';
const deps = { operatorSecret: SECRET, storefrontUrls: ['http://web-1:3000', 'http://web-2:3000'] };
const published = { kind: 'written', domainKey: 'foam-mattress', status: 'published' } as const;

function recorder(answer: (url: string) => Promise<Response> = async () => new Response('{}', { status: 200 })) {
  const fetchFn = vi.fn<typeof fetch>((input) => answer(String(input)));
  const log = { warn: vi.fn() };
  return { fetchFn, log };
}

describe('revalidateReviewPages: the API tells every storefront which review reads to expire', () => {
  it("POSTs the change's tags to each storefront's /api/revalidate with the operator secret and a timeout", async () => {
    const { fetchFn, log } = recorder();
    await revalidateReviewPages(deps, 'plume', published, { fetchFn, log });
    expect(fetchFn.mock.calls.map(([url]) => String(url))).toEqual([
      'http://web-1:3000/api/revalidate',
      'http://web-2:3000/api/revalidate',
    ]);
    for (const [, init] of fetchFn.mock.calls) {
      expect(init).toMatchObject({
        method: 'POST',
        headers: { 'x-operator-secret': SECRET, 'content-type': 'application/json' },
      });
      expect(JSON.parse(String(init?.body))).toEqual({
        tags: ['reviews:plume:lists', 'reviews:plume:bottomlines', 'reviews:plume:product:foam-mattress'],
      });
      expect(init?.signal).toBeInstanceOf(AbortSignal);
    }
    expect(REVIEW_REVALIDATION_TIMEOUT_MS).toBe(2000);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['no OPERATOR_SECRET', { storefrontUrls: deps.storefrontUrls }, published],
    ['no STOREFRONT_URLS', { operatorSecret: SECRET }, published],
    ['a review held for moderation (no tags)', deps, { kind: 'written', domainKey: 'x', status: 'pending' } as const],
  ])('%s: no call', async (_label, given, change) => {
    const { fetchFn, log } = recorder();
    await revalidateReviewPages(given, 'plume', change, { fetchFn, log });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('a storefront that fails or cannot be reached is logged, never thrown', async () => {
    const { fetchFn, log } = recorder(async (url) => {
      if (url.startsWith('http://web-1')) throw new TypeError('fetch failed');
      return new Response('{}', { status: 404 });
    });
    await expect(revalidateReviewPages(deps, 'plume', { kind: 'voted' }, { fetchFn, log })).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      {
        tags: ['reviews:plume:lists'],
        storefronts: [
          { url: 'http://web-1:3000', ok: false, status: null },
          { url: 'http://web-2:3000', ok: false, status: 404 },
        ],
      },
      'storefront revalidation after a review change failed; its pages refresh on their own time',
    );
  });
});
