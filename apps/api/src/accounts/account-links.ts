import { storefrontLink } from '../email/storefront-link';
import type { AccountEmailKind } from './account-emails';

/** The default storefront origin of a brand (README: http://<brand>.localhost:3000); env STOREFRONT_ORIGIN overrides. */
export const DEFAULT_STOREFRONT_ORIGIN = 'http://{brand}.localhost:3000';

/** The storefront page each email links to (the page POSTs the token to the API; a GET consumes nothing). */
const PAGES: Record<AccountEmailKind, string> = {
  'verify-email': '/login/verify',
  'sign-in-link': '/login/link',
  'password-reset': '/login/reset',
  'existing-account': '/login/link',
};

/** The link of an account email: `{origin}{page}?token=...` on the brand's origin (a template's `{brand}` replaced). */
export function accountEmailLink(
  originTemplate: string,
  brand: string,
  kind: AccountEmailKind,
  token: string | undefined,
): string {
  if (token === undefined) return storefrontLink(originTemplate, brand, '/login');
  return `${storefrontLink(originTemplate, brand, PAGES[kind])}?token=${encodeURIComponent(token)}`;
}
