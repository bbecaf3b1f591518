import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProductsByNames } from './products';

vi.mock('../env', () => ({ env: () => ({ apiUrl: 'http://127.0.0.1:4999', revalidateSeconds: 60 }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a product fetch by name that fails is logged and rejected', () => {
  it('an API that cannot be reached: the error is logged with the names and passed on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('connect ECONNREFUSED'))),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(getProductsByNames('nestwood', ['classic-mattress'])).rejects.toThrow('could not be reached');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toBe('The products classic-mattress of nestwood could not be fetched');
  });

  it('an error envelope (500) is logged and rejected too', async () => {
    const body = { status: 'error', code: 'INTERNAL', message: 'An error occurred, please try again' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 500 })),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(getProductsByNames('nestwood', ['a', 'b'])).rejects.toThrow();
    expect(String(error.mock.calls[0]![0])).toBe('The products a, b of nestwood could not be fetched');
  });

  it('no names: no call, nothing logged', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await getProductsByNames('nestwood', [])).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
