import { describe, expect, it } from 'vitest';
import { BRAND_KEYS } from '@store/core/brands';
import { revalidate } from './revalidate-tags';

const SECRET = 'operator-secret-for-tests-0123456789';
const post = (body?: unknown, secret: string | null = SECRET) =>
  new Request('http://nestwood.localhost:3000/api/revalidate', {
    method: 'POST',
    headers: {
      ...(secret === null ? {} : { 'x-operator-secret': secret }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

async function run(request: Request, operatorSecret: string | undefined) {
  const expired: string[] = [];
  const response = await revalidate(request, { operatorSecret, expireTag: (tag) => expired.push(tag) });
  return { response, expired, body: await response.json() };
}

describe('POST /api/revalidate {tags}: the API names the review reads a change expires', () => {
  it('with the operator secret, exactly the named review tags expire', async () => {
    const tags = ['reviews:plume:lists', 'reviews:plume:bottomlines', 'reviews:plume:product:foam-mattress'];
    const { response, expired, body } = await run(post({ tags }), SECRET);
    expect(response.status).toBe(200);
    expect(expired).toEqual(tags);
    expect(body).toEqual({ status: 'ok', result: { revalidated: tags } });
  });

  it("with the operator secret, a brand's tag expires (the catalogue changed)", async () => {
    const { response, expired } = await run(post({ tags: ['brand:plume'] }), SECRET);
    expect(response.status).toBe(200);
    expect(expired).toEqual(['brand:plume']);
  });

  it('without a body it is the cache clear: every brand expires', async () => {
    const { response, expired } = await run(post(), SECRET);
    expect(response.status).toBe(200);
    expect(expired).toEqual(BRAND_KEYS.map((key) => `brand:${key}`));
  });

  it.each([
    ['a tag that is neither a brand nor a review read', { tags: ['product:plume'] }],
    ['a brand tag of an unknown brand', { tags: ['brand:nobody'] }],
    ['an unknown brand', { tags: ['reviews:nobody:lists'] }],
    ['no tags', { tags: [] }],
    ['more than 20 tags', { tags: Array.from({ length: 21 }, () => 'reviews:plume:lists') }],
    ['tags that are not strings', { tags: [1] }],
    ['no tags field', { tag: 'reviews:plume:lists' }],
    ['not JSON', '{tags'],
  ])('%s: 400, nothing expires', async (_label, payload) => {
    const { response, expired, body } = await run(post(payload), SECRET);
    expect(response.status).toBe(400);
    expect(expired).toEqual([]);
    expect(body).toEqual({
      status: 'error',
      code: 'BAD_REQUEST',
      message: "tags must be 1 to 20 storefront cache tags (brand:{brand} or a review read's)",
    });
  });

  it.each([
    ['no secret', post({ tags: ['reviews:plume:lists'] }, null), SECRET],
    ['a wrong secret', post({ tags: ['reviews:plume:lists'] }, 'operator-secret-for-tests-0123456780'), SECRET],
    ['OPERATOR_SECRET unset', post({ tags: ['reviews:plume:lists'] }), undefined],
  ])('%s: 404 as an unknown /api path, nothing expires', async (_label, request, operatorSecret) => {
    const { response, expired, body } = await run(request, operatorSecret);
    expect(response.status).toBe(404);
    expect(expired).toEqual([]);
    expect(body).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });
});
