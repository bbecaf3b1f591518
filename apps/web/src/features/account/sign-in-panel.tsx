'use client';

import { useEffect, useRef, useState } from 'react';
import { HydrateApart } from '../../components/hydrate-apart';
import { TEXT_BUTTON } from './button-styles';
import { EmailLinkForm } from './email-link-form';
import { loadAccountForms } from './lazy-account-forms';
import { PasswordSignInForm } from './password-sign-in-form';
import type { SignInMode } from './sign-in-modes';
import { useHydrated } from '../../lib/use-hydrated';

const HEADINGS: Record<SignInMode, string> = {
  password: 'Sign in',
  link: 'Email me a sign-in link',
  forgot: 'Reset your password',
};

/**
 * "Sign in" section: the password form, or one of the two email forms ("Email me a sign-in link", "Forgot
 * password?"), one at a time. The email typed carries over between them; switching moves focus to the new heading so
 * it is announced.
 */
export function SignInPanel({ next, initialMode }: { next: string; initialMode: SignInMode }) {
  const [mode, setMode] = useState<SignInMode>(initialMode);
  const [email, setEmail] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (switched.current) heading.current?.focus();
  }, [mode]);

  const switchTo = (target: SignInMode) => {
    switched.current = true;
    setMode(target);
  };

  const other = (target: SignInMode, label: string) =>
    mode === target ? null : (
      <li>
        <button type="button" className={TEXT_BUTTON} disabled={!hydrated} onClick={() => switchTo(target)}>
          {label}
        </button>
      </li>
    );

  return (
    <div className="flex flex-col gap-3" data-testid="sign-in-panel" data-mode={mode}>
      <h2 id="sign-in-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {HEADINGS[mode]}
      </h2>
      {/* The forms hydrate after the rest of the page: useForm's re-render at hydration stays out of its long task. */}
      <HydrateApart>
        {mode === 'password' ? <PasswordSignInForm key="password" next={next} email={email} onEmail={setEmail} /> : null}
        {mode === 'link' ? (
          <>
            <p>We will email you a link that signs you in once, within 15 minutes. No password needed.</p>
            <EmailLinkForm
              key="link"
              email={email}
              onEmail={setEmail}
              submitLabel="Email me a sign-in link"
              send={async (body) => (await loadAccountForms()).api.requestSignInLink(body)}
              confirmation={(to) => `Check your email. If ${to} has an account, a sign-in link is on its way.`}
              testId="sign-in-link-outcome"
            />
          </>
        ) : null}
        {mode === 'forgot' ? (
          <>
            <p>Enter your email and we will send you a link to choose a new password. The link works for one hour.</p>
            <EmailLinkForm
              key="forgot"
              email={email}
              onEmail={setEmail}
              submitLabel="Email me a reset link"
              send={async (body) => (await loadAccountForms()).api.requestPasswordReset(body)}
              confirmation={(to) => `Check your email. If ${to} has an account, a link to reset the password is on its way.`}
              testId="password-reset-outcome"
            />
          </>
        ) : null}
      </HydrateApart>
      <ul className="flex flex-col">
        {other('password', 'Sign in with a password')}
        {other('link', 'Email me a sign-in link')}
        {other('forgot', 'Forgot password?')}
      </ul>
    </div>
  );
}
