/** The localStorage key of this browser's device id (`dd` of the quote and recommendation calls). */
export const DEVICE_ID_KEY = 'store:dd';
const FORMAT = /^[A-Za-z0-9_-]{22}$/;

let fallback: string | null = null;

/** 128 random bits from the CSPRNG, base64url: 22 characters. */
export function newDeviceId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** This browser's device id, kept in localStorage; when storage is blocked, one id for the life of the page. */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()): string {
  try {
    const stored = storage?.getItem(DEVICE_ID_KEY) ?? null;
    if (stored !== null && FORMAT.test(stored)) return stored;
    const id = newDeviceId();
    storage?.setItem(DEVICE_ID_KEY, id);
    if (storage) return id;
  } catch {
    // storage full or blocked: fall through to the page-lifetime id
  }
  fallback ??= newDeviceId();
  return fallback;
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
