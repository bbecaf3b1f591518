import type { Metadata } from 'next';
import { accountMetadata } from '../../../../features/account/account-metadata';
import { LinkTokenAction } from '../../../../features/account/link-token-action';
import { tokenFromQuery } from '../../../../features/account/link-token';
import { TokenPageView } from '../../../../features/account/token-page-view';
import { brandFromParam } from '../../../../lib/brand/brand-param';

interface Props {
  params: Promise<{ brand: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /login/link: page type Page, noindex. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(brandFromParam((await params).brand), '/login/link');
}

/** /login/link?token=: the emailed one-time sign-in link; the button spends the token (POST), the page load never does. */
export default async function SignInLinkPage({ params, searchParams }: Props) {
  const brand = brandFromParam((await params).brand);
  const token = tokenFromQuery((await searchParams).token);
  return (
    <TokenPageView
      title="Sign in with your link"
      intro={`Press the button to sign in to ${brand.name}. The link works once, within 15 minutes of being sent.`}
      token={token}
      retryHref="/login?mode=link"
    >
      {token === null ? null : <LinkTokenAction kind="sign-in" token={token} />}
    </TokenPageView>
  );
}
