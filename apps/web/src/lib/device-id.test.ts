import { describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, deviceId, newDeviceId } from './device-id';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('device id (dd)', () => {
  it('is 22 base64url characters of CSPRNG output, different every time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newDeviceId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('encodes every byte: all-0xff bytes give underscores, not "/" or "="', () => {
    expect(newDeviceId((b) => b.fill(0xff))).toBe('_____________________w');
  });

  it('is created once and then read back from storage', () => {
    const storage = memoryStorage();
    const first = deviceId(storage);
    expect(storage.data.get(DEVICE_ID_KEY)).toBe(first);
    expect(deviceId(storage)).toBe(first);
  });

  it('replaces a malformed stored id', () => {
    const storage = memoryStorage({ [DEVICE_ID_KEY]: 'undefined' });
    const id = deviceId(storage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(storage.data.get(DEVICE_ID_KEY)).toBe(id);
  });

  it('without storage (or with storage that throws) keeps one id for the page', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(deviceId(null)).toBe(deviceId(throwing));
  });
});
