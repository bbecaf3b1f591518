import { IntentLink } from '../../components/intent-link';
import type { ReactNode } from 'react';
import { Container } from '../../components/ui/container';

/** The frame of /login/link, /login/verify and /login/reset: one heading, a line of help, and the action (or a missing-token note). */
export function TokenPageView({
  title,
  intro,
  token,
  retryHref,
  children,
}: {
  title: string;
  intro: string;
  token: string | null;
  retryHref: string;
  children: ReactNode;
}) {
  return (
    <main id="main" data-page-type="Page">
      <Container className="flex max-w-xl flex-col gap-4 py-8">
        <h1 className="text-3xl font-bold">{title}</h1>
        {token === null ? (
          <div className="flex flex-col gap-3" data-testid="link-incomplete">
            <p>This link is incomplete. Open it again from your email, or ask for a new one.</p>
            <IntentLink href={retryHref} className="font-semibold underline underline-offset-2">
              Go to sign in
            </IntentLink>
          </div>
        ) : (
          <>
            <p>{intro}</p>
            {children}
          </>
        )}
      </Container>
    </main>
  );
}
