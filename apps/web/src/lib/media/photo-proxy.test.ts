import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoFromApi } from './photo-proxy';

const HASH = '0123456789abcdef';

afterEach(() => vi.unstubAllGlobals());

describe('/media/photos/... on the storefront', () => {
  it.each([
    ['an unknown width', ['nestwood', 'ph_1', HASH, '401.webp']],
    ['the original', ['nestwood', 'ph_1', HASH, 'original']],
    ['dot segments', ['..', '..', HASH, '400.webp']],
    ['too few parts', ['nestwood', '400.webp']],
  ])('%s is a 404 that never reaches the API', async (_name, parts) => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const res = await photoFromApi(parts);
    expect(res.status).toBe(404);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("passes a variant on with the API's type and immutable caching, and nothing else of its headers", async () => {
    const fetchSpy = vi.fn(
      async (_url: string) =>
        new Response(new Uint8Array([1, 2, 3]), {
          status: 200,
          headers: {
            'content-type': 'image/avif',
            'cache-control': 'public, max-age=31536000, immutable',
            etag: '"x"',
            'set-cookie': 'a=b',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const res = await photoFromApi(['nestwood', 'ph_1', HASH, '800.avif']);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(`http://127.0.0.1:4000/media/photos/nestwood/ph_1/${HASH}/800.avif`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('an API 404 is a 404, an API that fails or does not answer a 502', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
    expect((await photoFromApi(['nestwood', 'ph_1', HASH, '800.avif'])).status).toBe(404);
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    expect((await photoFromApi(['nestwood', 'ph_1', HASH, '800.avif'])).status).toBe(502);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect((await photoFromApi(['nestwood', 'ph_1', HASH, '800.avif'])).status).toBe(502);
  });
});
