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

/** /login/verify: page type Page, noindex. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(brandFromParam((await params).brand), '/login/verify');
}

/** /login/verify?token=: confirms a new account's email (POST on the button) and signs the shopper in. */
export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const brand = brandFromParam((await params).brand);
  const token = tokenFromQuery((await searchParams).token);
  return (
    <TokenPageView
      title="Verify your email"
      intro={`Press the button to confirm your email address and finish creating your ${brand.name} account.`}
      token={token}
      retryHref="/login"
    >
      {token === null ? null : <LinkTokenAction kind="verify-email" token={token} />}
    </TokenPageView>
  );
}
