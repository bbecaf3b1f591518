import { describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '@store/core/http-limits';
import { useTestApp } from './support/test-app';

const t = useTestApp();

/** The storefront answers an oversized /api body with a copy of this envelope (apps/web/src/server/body-limit.ts). */
describe('the API body limit', () => {
  it('a body over the limit is 413 in the error envelope, whatever the route', async () => {
    for (const url of ['/carts/my/items', '/reviews/r-1/vote', '/accounts/sign-in']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'x-brand': 'nestwood', 'content-type': 'application/json' },
        payload: `{"a":"${'x'.repeat(API_BODY_LIMIT_BYTES)}"}`,
      });
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message: 'Request body is too large' });
    }
  });

  it('is 256 KB', () => {
    expect(API_BODY_LIMIT_BYTES).toBe(262_144);
  });
});
