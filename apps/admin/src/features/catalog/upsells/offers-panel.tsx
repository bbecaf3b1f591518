import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ErrorAlert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { CatalogProductDetail } from '../../../lib/api/catalog';
import { errorMessage } from '../../../lib/api/client';
import { upsellsQuery, type UpsellItem } from '../../../lib/api/upsells';
import { discountLabel, newOfferFrom, offersAround, type AddableProduct } from './offer-model';
import { OfferDialog, type OfferDialogMode } from './offer-dialog';
import { RemoveOfferDialog } from './remove-offer-dialog';

/**
 * The upsell offers and gifts around the product: those that add it and those offered with its group. People who
 * change the catalogue add (starting from one of the brand's offers), edit and remove them here; support reads them.
 */
export function OffersPanel({ detail, readOnly }: { detail: CatalogProductDetail; readOnly: boolean }) {
  const { brand, product } = detail;
  const upsells = useQuery(upsellsQuery(brand));
  const [dialog, setDialog] = useState<OfferDialogMode | null>(null);
  const [removing, setRemoving] = useState<{ offer: UpsellItem; version: string } | null>(null);
  const rows = upsells.data?.offers ?? [];
  const around = offersAround(rows, { id: product.id, group: product.attributes.group });
  const names = rows.map((r) => r.offer.name);
  const products: AddableProduct[] = [
    { id: product.id, title: product.title, skus: [product.inventoryKey, ...Object.keys(product.availability)] },
    ...detail.others,
  ];
  const startAdding = () => {
    const template = (around[0] ?? rows[0])?.offer;
    if (template) setDialog({ kind: 'add', start: newOfferFrom(template, product.attributes.group, new Set(names)) });
  };
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="text-sm font-bold">Upsell offers and gifts</h3>
        {readOnly ? null : (
          <Button onClick={startAdding} disabled={rows.length === 0}>
            Add an offer
          </Button>
        )}
      </div>
      <p className="mb-2 text-xs text-slate-600">
        Rows of the brand&apos;s upsells section: the offers that add this product, and those offered with its group. Images and
        card display fields are changed in the{' '}
        <Link to="/catalog/file" className="text-accent underline">
          catalogue file
        </Link>
        .
      </p>
      {upsells.isError ? <ErrorAlert title="Offers not loaded">{errorMessage(upsells.error)}</ErrorAlert> : null}
      <ul className="flex flex-col gap-1 text-sm" aria-label="Upsell offers and gifts">
        {upsells.isPending ? <li className="text-slate-600">Loading…</li> : null}
        {upsells.isSuccess && around.length === 0 ? <li className="text-slate-600">None.</li> : null}
        {around.map(({ offer, version, relation }) => (
          <li key={offer.name} className="flex items-center justify-between gap-2 rounded border border-slate-200 px-2 py-1">
            <span>
              {offer.shortTitle} <span className="font-mono text-xs text-slate-600">{offer.name}</span>
            </span>
            <span className="flex items-center gap-1">
              <Badge tone={offer.discount === 100 ? 'good' : offer.discount > 0 ? 'info' : 'neutral'}>
                {discountLabel(offer.discount)}
              </Badge>
              <Badge>{relation === 'adds-this' ? 'Adds this product' : 'Shown with it'}</Badge>
              {readOnly ? null : (
                <>
                  <Button
                    variant="ghost"
                    aria-label={`Edit ${offer.name}`}
                    onClick={() => setDialog({ kind: 'edit', offer, version })}
                  >
                    Edit
                  </Button>
                  <Button variant="ghost" aria-label={`Remove ${offer.name}`} onClick={() => setRemoving({ offer, version })}>
                    Remove
                  </Button>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      {dialog ? (
        <OfferDialog
          key={dialog.kind === 'add' ? `add:${dialog.start.name}` : `edit:${dialog.offer.name}:${dialog.version}`}
          brand={brand}
          mode={dialog}
          products={products}
          otherNames={names.filter((n) => n !== (dialog.kind === 'add' ? dialog.start.name : dialog.offer.name))}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {removing ? (
        <RemoveOfferDialog brand={brand} offer={removing.offer} version={removing.version} onClose={() => setRemoving(null)} />
      ) : null}
    </div>
  );
}
