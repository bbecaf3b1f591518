'use client';

import { IntentLink } from '../../components/intent-link';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { MY_ACCOUNT_PATH } from '@store/core/pages';
import { verifyEmail, verifySignInLink, type Account } from '../../lib/api/accounts';
import { userFacingMessage } from '../../lib/api/errors';
import { markCartOwnerChanged } from '../cart/cart-events';
import { useHydrated } from '../../lib/use-hydrated';
import { PRIMARY_BUTTON } from './button-styles';
import { FormOutcomeMessage } from './form-outcome';
import { SignOutButton } from './sign-out-button';

/** The two emailed links that sign in: the one-time sign-in link and the email verification. */
export type SignInLinkKind = 'sign-in' | 'verify-email';

const ACTIONS: Record<
  SignInLinkKind,
  { button: string; call: (token: string) => Promise<Account>; done: string; retry: string }
> = {
  'sign-in': {
    button: 'Sign me in',
    call: verifySignInLink,
    done: 'You are signed in',
    retry: '/login?mode=link',
  },
  'verify-email': {
    button: 'Verify my email',
    call: verifyEmail,
    done: 'Your email is verified and you are signed in',
    retry: '/login',
  },
};

type State = { kind: 'ready' } | { kind: 'working' } | { kind: 'done'; account: Account } | { kind: 'failed'; message: string };

/**
 * /login/link and /login/verify: the token from the email is spent by a POST when the shopper presses the
 * button, never by the page load (a mail scanner that opens links spends nothing), and only once (a ref guards a
 * double click before the disabled state renders). Success signs in and says who; an used or expired link shows the
 * API's message and the way to a new one.
 */
export function LinkTokenAction({ kind, token }: { kind: SignInLinkKind; token: string }) {
  const action = ACTIONS[kind];
  const [state, setState] = useState<State>({ kind: 'ready' });
  const sent = useRef(false);
  const router = useRouter();
  // Disabled until the page's scripts have run (they load after the first paint): a press before then would do nothing.
  const hydrated = useHydrated();

  const run = async () => {
    if (sent.current) return;
    sent.current = true;
    setState({ kind: 'working' });
    try {
      const account = await action.call(token);
      markCartOwnerChanged();
      setState({ kind: 'done', account });
      // The server parts of the page (the header's My account) render again with the new session cookie.
      router.refresh();
    } catch (error) {
      setState({ kind: 'failed', message: userFacingMessage(error) });
    }
  };

  if (state.kind === 'done') {
    return (
      <div className="flex flex-col gap-3" data-testid="link-signed-in">
        <p role="status" className="rounded-brand border-l-4 border-brand bg-surface p-3">
          {action.done} as <strong>{state.account.name || state.account.email}</strong> ({state.account.email}).
        </p>
        {/* A plain link: the next page loads in full, so the header shows My account. */}
        <a href={MY_ACCOUNT_PATH} className={`${PRIMARY_BUTTON} inline-flex items-center justify-center no-underline`}>
          Continue to my account
        </a>
        <SignOutButton redirectTo="/login" />
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="flex flex-col gap-3" data-testid="link-failed">
        <FormOutcomeMessage outcome={{ kind: 'error', message: state.message }} testId="link-outcome" />
        <IntentLink href={action.retry} className="font-semibold underline underline-offset-2">
          {kind === 'sign-in' ? 'Email me a new sign-in link' : 'Go to sign in'}
        </IntentLink>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={PRIMARY_BUTTON}
      onClick={() => void run()}
      disabled={!hydrated || state.kind === 'working'}
      aria-busy={state.kind === 'working'}
    >
      {action.button}
    </button>
  );
}
