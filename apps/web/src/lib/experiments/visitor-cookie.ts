import { parseOverrides, serializeOverrides, OVERRIDE_QUERY_PARAM } from '@store/core/experiments/overrides';
import type { Experiment } from '@store/core/experiments/registry';
import {
  effectiveExperiments,
  resolveAssignments,
  type BrandExperimentSettings,
  type Exposure,
} from '@store/core/experiments/settings';

/** The signed visitor cookie (`{id}.{signature}`) that keeps a visitor in the same variants for a year. */
export const VISITOR_COOKIE = 'vid';
/**
 * The visitor's variants (`experiment:variant`, comma separated), kept for a year: an assignment stays when the split
 * changes later (a running experiment does not move its visitors). Not signed: a visitor may pick any variant with
 * `?exp=` anyway, and a name the registry does not have is ignored.
 */
export const ASSIGNMENT_COOKIE = 'xa';
/** The QA override cookie (`experiment:variant`, comma separated), kept for the browser session. */
export const OVERRIDE_COOKIE = 'exp';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const ID_FORMAT = /^[A-Za-z0-9_-]{22}$/;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A new visitor id: 128 random bits from the CSPRNG, base64url (22 characters). */
export function newVisitorId(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

/** The cookie value of a visitor id: `{id}.{HMAC-SHA256(secret, id), base64url}`. */
export async function signVisitorId(id: string, secret: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(id));
  return `${id}.${base64url(new Uint8Array(signature))}`;
}

/** The visitor id of a cookie value when its signature is right (checked in constant time by Web Crypto); else null. */
export async function verifyVisitorCookie(value: string | null | undefined, secret: string): Promise<string | null> {
  const [id = '', signature = '', ...rest] = (value ?? '').split('.');
  if (rest.length > 0 || !ID_FORMAT.test(id)) return null;
  const bytes = fromBase64url(signature);
  if (bytes === null || bytes.length !== 32) return null;
  return (await crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, encoder.encode(id))) ? id : null;
}

export interface CookieToSet {
  name: string;
  value: string;
  /** Absent: a session cookie. */
  maxAge?: number;
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
}

export interface ExperimentCookies {
  visitorId: string;
  overrides: Record<string, string>;
  /** The visitor's stored variants after this request (the `xa` cookie). */
  stored: Record<string, string>;
  /** Variants given by the split for the first time on this request (counted as exposures). */
  exposures: Exposure[];
  /** Cookies the response sets (a new or replaced `vid`, an updated `exp` or `xa`); empty when the request's are kept. */
  set: CookieToSet[];
}

/**
 * What a page request needs for its experiments: a valid signed `vid` (kept; a missing, unsigned or forged one is
 * replaced by a new id) and the QA overrides of the `exp` cookie, updated by `?exp=experiment:variant` when it names a
 * variant of the brand's registry (unknown ones are ignored).
 */
export async function experimentCookies(input: {
  cookie: (name: string) => string | undefined;
  search: URLSearchParams;
  experiments: readonly Experiment[];
  /** The brand's saved settings (on/off, split); undefined: the registry's defaults. */
  settings?: BrandExperimentSettings;
  secret: string;
  secure: boolean;
}): Promise<ExperimentCookies> {
  const set: CookieToSet[] = [];
  const base = { httpOnly: true, sameSite: 'lax', secure: input.secure, path: '/' } as const;
  let visitorId = await verifyVisitorCookie(input.cookie(VISITOR_COOKIE), input.secret);
  if (visitorId === null) {
    visitorId = newVisitorId();
    set.push({ ...base, name: VISITOR_COOKIE, value: await signVisitorId(visitorId, input.secret), maxAge: ONE_YEAR_SECONDS });
  }
  const storedOverrides = parseOverrides([input.cookie(OVERRIDE_COOKIE)], input.experiments);
  const requested = parseOverrides(input.search.getAll(OVERRIDE_QUERY_PARAM), input.experiments);
  const overrides = { ...storedOverrides, ...requested };
  if (Object.keys(requested).length > 0 && serializeOverrides(overrides) !== serializeOverrides(storedOverrides))
    set.push({ ...base, name: OVERRIDE_COOKIE, value: serializeOverrides(overrides) });
  const before = parseOverrides([input.cookie(ASSIGNMENT_COOKIE)], input.experiments);
  const { stored, exposures } = resolveAssignments({
    visitorId,
    experiments: effectiveExperiments(input.experiments, input.settings),
    stored: before,
    overrides,
  });
  if (serializeOverrides(stored) !== (input.cookie(ASSIGNMENT_COOKIE) ?? ''))
    set.push({ ...base, name: ASSIGNMENT_COOKIE, value: serializeOverrides(stored), maxAge: ONE_YEAR_SECONDS });
  return { visitorId, overrides, stored, exposures, set };
}

/**
 * The request's Cookie header with the cookies being set written in, so the page rendered for this very request (the
 * layout reads cookies) sees the same visitor and overrides as the next one. Values are URI-encoded like Next's own.
 */
export function cookieHeaderWith(header: string | null, set: readonly CookieToSet[]): string {
  const names = new Set(set.map((c) => c.name));
  const kept = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !names.has(part.split('=')[0]?.trim() ?? ''));
  return [...kept, ...set.map((c) => `${c.name}=${encodeURIComponent(c.value)}`)].join('; ');
}
