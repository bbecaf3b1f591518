import { IntentLink } from '../../components/intent-link';
import { LOGIN_PATH, MY_ACCOUNT_PATH } from '@store/core/pages';

/**
 * Header link: "Sign in" (to /login) for a signed-out shopper, "My account" when the session cookie is there.
 * Server-rendered from the request's cookies: no JavaScript and no API call (docs/architecture.md "Sign-in pages").
 * Phones (and the crowded lg row) show the icon with the words for screen readers only, so the header stays one row.
 */
export function AccountLink({ signedIn }: { signedIn: boolean }) {
  const label = signedIn ? 'My account' : 'Sign in';
  return (
    <IntentLink
      href={signedIn ? MY_ACCOUNT_PATH : LOGIN_PATH}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-brand px-2 font-semibold no-underline hover:underline"
      data-testid="account-link"
      data-signed-in={signedIn ? 'true' : 'false'}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
      </svg>
      <span className="sr-only sm:not-sr-only lg:sr-only xl:not-sr-only">{label}</span>
    </IntentLink>
  );
}
