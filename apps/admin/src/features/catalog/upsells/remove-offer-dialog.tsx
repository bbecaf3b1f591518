import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpsellItem } from '@store/core/upsell';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { AppDialog, DialogClose } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api/client';
import { removeUpsell, UpsellSaveError } from '../../../lib/api/upsells';

/** Asks before removing an offer from the brand's upsells section; an offer another one excludes is refused by name. */
export function RemoveOfferDialog({
  brand,
  offer,
  version,
  onClose,
}: {
  brand: string;
  offer: UpsellItem;
  version: string;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const notify = useToast();
  const remove = useMutation({
    mutationFn: () => removeUpsell(brand, offer.name, version),
    onSuccess: async () => {
      notify({ title: 'Offer removed', description: `${offer.shortTitle} (${offer.name}) is no longer offered.` });
      await client.invalidateQueries({ queryKey: ['catalog'] });
      onClose();
    },
  });
  const problems =
    remove.error instanceof UpsellSaveError
      ? remove.error.fieldErrors.map((e) => `${e.name}: ${e.path}: ${e.message}`)
      : remove.error
        ? [errorMessage(remove.error)]
        : [];
  return (
    <AppDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Remove the offer ${offer.name}?`}
      description={`${offer.shortTitle} stops being offered on every product page and cart of the brand at once.`}
    >
      {problems.length > 0 ? (
        <ErrorAlert title="Not removed">
          {problems.map((p) => (
            <span key={p} className="block">
              {p}
            </span>
          ))}
        </ErrorAlert>
      ) : null}
      <div className="mt-3 flex justify-end gap-2">
        <DialogClose asChild>
          <Button>Keep it</Button>
        </DialogClose>
        <Button variant="danger" pending={remove.isPending} onClick={() => remove.mutate()}>
          Remove offer
        </Button>
      </div>
    </AppDialog>
  );
}
