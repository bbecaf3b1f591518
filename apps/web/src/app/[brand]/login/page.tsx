import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { safeNextPath } from '@store/core/accounts/safe-next-path';
import { accountMetadata } from '../../../features/account/account-metadata';
import { LoginView } from '../../../features/account/login-view';
import { signInModeFrom } from '../../../features/account/sign-in-modes';
import { signedInAccount } from '../../../features/account/signed-in-account';
import { brandFromParam } from '../../../lib/brand/brand-param';

interface Props {
  params: Promise<{ brand: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /login: page type Page, noindex (personal), out of the sitemap. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(brandFromParam((await params).brand), '/login');
}

/**
 * /login. A signed-in visitor (checked by the API, only when the session cookie is there) goes on
 * to `?next=` when it is a safe relative path, else /my-account; so does everyone after signing in here.
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const brand = brandFromParam((await params).brand);
  const query = await searchParams;
  const next = safeNextPath(typeof query.next === 'string' ? query.next : null);
  if ((await signedInAccount(brand.key)) !== null) redirect(next);
  return <LoginView brandName={brand.name} next={next} mode={signInModeFrom(query.mode)} />;
}
