import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Product } from '@store/core/product';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { AppDialog, DialogClose } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { CatalogSaveError, createProduct } from '../../lib/api/catalog';
import { errorMessage } from '../../lib/api/client';
import { copyNames, duplicateProduct, type CopyNames } from './duplicate-product';

const FIELDS: Array<{ key: keyof CopyNames; label: string; hint: string }> = [
  { key: 'title', label: 'Title', hint: 'As shoppers read it' },
  { key: 'id', label: 'Id', hint: 'Lowercase letters, digits, - and _; other rows refer to it' },
  { key: 'name', label: 'Page name', hint: 'The last segment of its page path; unique in the brand' },
  { key: 'inventoryKey', label: 'Sku stem', hint: 'Capitals and digits; every variant sku starts with it' },
];

/** A new product made from this one: names it, creates it at the end of the catalogue, opens it. */
export function DuplicateProductDialog({
  brand,
  product,
  open,
  onOpenChange,
}: {
  brand: string;
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [names, setNames] = useState<CopyNames>(() => copyNames(product));
  const client = useQueryClient();
  const navigate = useNavigate();
  const notify = useToast();
  const create = useMutation({
    mutationFn: () => createProduct(brand, duplicateProduct(product, names)),
    onSuccess: async () => {
      notify({ title: 'Product created', description: `${names.title} is at the end of the catalogue.` });
      await client.invalidateQueries({ queryKey: ['catalog'] });
      onOpenChange(false);
      await navigate({ to: '/catalog/$brand/$productId', params: { brand, productId: names.id } });
    },
  });
  const problems =
    create.error instanceof CatalogSaveError
      ? create.error.fieldErrors.map((e) => `${e.path}: ${e.message}`)
      : create.error
        ? [errorMessage(create.error)]
        : [];
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Duplicate as a new product"
      description="Everything is copied; the new product's skus start with its own stem."
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
        className="flex flex-col gap-1"
      >
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            hint={field.hint}
            value={names[field.key]}
            onChange={(e) => setNames({ ...names, [field.key]: e.target.value })}
          />
        ))}
        {problems.length > 0 ? (
          <ErrorAlert title="Not created">
            {problems.map((p) => (
              <span key={p} className="block">
                {p}
              </span>
            ))}
          </ErrorAlert>
        ) : null}
        <div className="mt-3 flex justify-end gap-2">
          <DialogClose asChild>
            <Button>Cancel</Button>
          </DialogClose>
          <Button type="submit" variant="primary" pending={create.isPending}>
            Create product
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
