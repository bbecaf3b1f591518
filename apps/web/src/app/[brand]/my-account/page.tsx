import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { signInRedirect } from '@store/core/accounts/account-pages';
import { Container } from '../../../components/ui/container';
import { myAccountMetadata } from '../../../features/account/my-account/account-metadata';
import { AccountView } from '../../../features/account/my-account/account-view';
import { loadAccountPage } from '../../../features/account/my-account/load-account-page';
import { OrderHistory } from '../../../features/account/my-account/order-history';
import { brandFromParam } from '../../../lib/brand/brand-param';
import { shopperHeaders } from '../../../lib/api/shopper-headers';

interface Props {
  params: Promise<{ brand: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return myAccountMetadata(brandFromParam((await params).brand), { kind: 'account' });
}

/** /my-account: personal, so rendered per request as the shopper; signed out goes to /login?next=/my-account. */
export default async function MyAccountPage({ params }: Props) {
  const brand = brandFromParam((await params).brand);
  const page = await loadAccountPage(brand.key, await shopperHeaders());
  if (page.kind === 'signed-out') redirect(signInRedirect());
  return (
    <main id="main" data-page-type="Page">
      <Container className="py-6">
        <AccountView
          me={page.me}
          addresses={page.addresses}
          orderHistory={<OrderHistory orders={page.orders} />}
          region={brand.region}
        />
      </Container>
    </main>
  );
}
