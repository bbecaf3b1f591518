import { headers } from 'next/headers';

/** The nonce of this page request's Content-Security-Policy (set by src/proxy.ts), for an inline script of our own. */
export async function requestNonce(): Promise<string | undefined> {
  return nonceOf((await headers()).get('content-security-policy'));
}

/** The nonce a Content-Security-Policy allows scripts by, if any. */
export function nonceOf(policy: string | null): string | undefined {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy ?? '')?.[1];
}
