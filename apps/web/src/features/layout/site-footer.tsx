import { IntentLink } from '../../components/intent-link';
import type { BrandConfig } from '@store/core/brands';
import { Container } from '../../components/ui/container';
import { footerGroups } from './footer-links';

/** Footer: the help and shopping links the brand has, support contact, and its promises (trial, warranty, shipping), as the footer navigation. */
export function SiteFooter({ brand }: { brand: BrandConfig }) {
  const phoneHref = `tel:+1${brand.supportPhone.replace(/\D/g, '')}`;
  return (
    <footer className="mt-12 bg-surface py-8 text-sm render-when-near" data-testid="site-footer">
      <Container>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {footerGroups(brand).map((group) => (
            <div key={group.heading}>
              <h2 className="mb-2 text-base font-bold">{group.heading}</h2>
              <ul className="flex flex-col">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <IntentLink href={link.href} className="inline-flex min-h-11 items-center underline md:min-h-8">
                      {link.label}
                    </IntentLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className="mb-2 text-base font-bold">Support</h2>
            <ul className="flex flex-col">
              <li>
                <a
                  href={`mailto:${brand.supportEmail}`}
                  className="inline-flex min-h-11 items-center break-all underline md:min-h-8"
                >
                  {brand.supportEmail}
                </a>
              </li>
              <li>
                <a href={phoneHref} className="inline-flex min-h-11 items-center underline md:min-h-8">
                  {brand.supportPhone}
                </a>
              </li>
            </ul>
          </div>
          {brand.status === 'active' ? (
            <div>
              <h2 className="mb-2 text-base font-bold">Our promises</h2>
              <ul className="flex flex-col gap-1">
                <li>
                  {brand.copy.mattressTrial} and {brand.copy.mattressWarranty.toLowerCase()} on mattresses
                </li>
                <li>{brand.copy.beddingTrial}</li>
                <li>
                  {brand.copy.frameTrial} and {brand.copy.frameWarranty} on frames
                </li>
                <li>Free shipping and returns</li>
              </ul>
            </div>
          ) : null}
        </nav>
        <p className="mt-6 text-muted">© {brand.name}</p>
      </Container>
    </footer>
  );
}
