import type { BrandConfig } from '@store/core/brands';
import { Container } from '../../components/ui/container';

export interface DiscontinuedNoticeProps {
  brand: BrandConfig;
  successorName: string | null;
  successorOrigin: string | null;
}

/** A discontinued brand says so on every page and points to support and to its successor's store. */
export function DiscontinuedNotice({ brand, successorName, successorOrigin }: DiscontinuedNoticeProps) {
  return (
    <div className="border-b-4 border-brand bg-surface py-4" data-testid="discontinued-notice">
      <Container>
        <p className="text-lg font-bold">{brand.name} has been discontinued.</p>
        <p>
          {brand.name} products are no longer sold and this store takes no orders. For help with an existing order or warranty,
          contact{' '}
          <a href={`mailto:${brand.supportEmail}`} className="font-semibold underline">
            {brand.name} support
          </a>{' '}
          at {brand.supportPhone}.
        </p>
        {successorName !== null && successorOrigin !== null ? (
          <p className="mt-2">
            Looking for a new mattress?{' '}
            <a href={successorOrigin} className="font-semibold underline">
              Shop {successorName}
            </a>
            , our current brand.
          </p>
        ) : null}
      </Container>
    </div>
  );
}
