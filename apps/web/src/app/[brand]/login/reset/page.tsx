import type { Metadata } from 'next';
import { accountMetadata } from '../../../../features/account/account-metadata';
import { tokenFromQuery } from '../../../../features/account/link-token';
import { ResetPasswordForm } from '../../../../features/account/reset-password-form';
import { TokenPageView } from '../../../../features/account/token-page-view';
import { brandFromParam } from '../../../../lib/brand/brand-param';

interface Props {
  params: Promise<{ brand: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /login/reset: page type Page, noindex. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(brandFromParam((await params).brand), '/login/reset');
}

/** /login/reset?token=: the new-password form of an emailed reset link (the token is spent by the form's POST). */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const brand = brandFromParam((await params).brand);
  const token = tokenFromQuery((await searchParams).token);
  return (
    <TokenPageView
      title="Choose a new password"
      intro={`Choose a new password for your ${brand.name} account. Saving it signs you out on other devices.`}
      token={token}
      retryHref="/login?mode=forgot"
    >
      {token === null ? null : <ResetPasswordForm token={token} />}
    </TokenPageView>
  );
}
