import { describe, expect, it } from 'vitest';
import { BRAND_KEYS } from '@store/core/brands';
import { BRAND_CACHE_TAGS, clearAllCache } from './clear-all-cache';

const SECRET = 'operator-secret-for-tests-0123456789';
const post = (secret?: string) =>
  new Request('http://nestwood.localhost:3000/api/revalidate', {
    method: 'POST',
    headers: secret === undefined ? {} : { 'x-operator-secret': secret },
  });

function run(request: Request, operatorSecret: string | undefined) {
  const expired: string[] = [];
  const response = clearAllCache(request, { operatorSecret, expireTag: (tag) => expired.push(tag) });
  return { response, expired };
}

describe('POST /api/revalidate: the storefront half of clearAllCache', () => {
  it('with the operator secret, every brand’s cached API reads expire', async () => {
    const { response, expired } = run(post(SECRET), SECRET);
    expect(response.status).toBe(200);
    expect(expired).toEqual(BRAND_KEYS.map((key) => `brand:${key}`));
    expect(await response.json()).toEqual({ status: 'ok', result: { revalidated: BRAND_CACHE_TAGS } });
  });

  it.each([
    ['no secret', post(), SECRET],
    ['a wrong secret', post('operator-secret-for-tests-0123456780'), SECRET],
    ['a prefix of the secret', post(SECRET.slice(0, 8)), SECRET],
    ['an empty secret', post(''), SECRET],
    ['OPERATOR_SECRET unset', post(SECRET), undefined],
  ])('%s: 404 as an unknown /api path, nothing expires', async (_label, request, operatorSecret) => {
    const { response, expired } = run(request, operatorSecret);
    expect(response.status).toBe(404);
    expect(expired).toEqual([]);
    expect(await response.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });
});
