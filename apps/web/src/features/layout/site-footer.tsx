import type { BrandConfig } from '@store/core/brands';
import { Container } from '../../components/ui/container';

/** Support contact and the brand's trial, warranty and shipping promises (SPEC §9 copy claims). */
export function SiteFooter({ brand }: { brand: BrandConfig }) {
  const phoneHref = `tel:+1${brand.supportPhone.replace(/\D/g, '')}`;
  return (
    <footer className="mt-12 bg-surface py-8 text-sm">
      <Container className="flex flex-col gap-4 md:flex-row md:justify-between">
        <div>
          <h2 className="mb-1 text-base font-bold">Support</h2>
          <p>
            Email{' '}
            <a href={`mailto:${brand.supportEmail}`} className="underline">
              {brand.supportEmail}
            </a>
          </p>
          <p>
            Call{' '}
            <a href={phoneHref} className="underline">
              {brand.supportPhone}
            </a>
          </p>
        </div>
        {brand.status === 'active' ? (
          <ul className="flex flex-col gap-1" aria-label="Our promises">
            <li>
              {brand.copy.mattressTrial} and {brand.copy.mattressWarranty.toLowerCase()} on mattresses
            </li>
            <li>{brand.copy.beddingTrial}</li>
            <li>
              {brand.copy.frameTrial} and {brand.copy.frameWarranty} on frames
            </li>
            <li>Free shipping and returns</li>
          </ul>
        ) : null}
        <p className="text-muted">© {brand.name}</p>
      </Container>
    </footer>
  );
}
