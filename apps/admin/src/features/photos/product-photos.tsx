import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ErrorAlert, Notice } from '../../components/ui/alert';
import { useToast } from '../../components/ui/toast';
import { meQuery } from '../../lib/api/auth';
import { errorMessage } from '../../lib/api/client';
import { photosQuery, reorderPhotos } from '../../lib/api/photos';
import { may } from '../../lib/permissions';
import { PhotoCard } from './photo-card';
import { ALL_COLOURS, moved } from './photo-form';
import { PhotoUploadForm } from './photo-upload-form';

/**
 * A product's photos on its catalogue page: the list in the order shoppers see it (thumbnails, alt text, colour),
 * and for staff who may edit the catalogue an upload form, alt text and colour edits, moving up and down, and delete
 * with a confirmation. A colour's photos replace the drawing when that colour is chosen on the storefront; photos for
 * all colours show when a colour has none of its own.
 */
export function ProductPhotos({ brand, productId }: { brand: string; productId: string }) {
  const { data: me } = useSuspenseQuery(meQuery);
  const canEdit = may(me, 'catalog.edit');
  const client = useQueryClient();
  const notify = useToast();
  const query = useQuery(photosQuery(brand, productId));
  const refresh = () => client.invalidateQueries({ queryKey: photosQuery(brand, productId).queryKey });
  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderPhotos(brand, productId, ids),
    onSuccess: async () => {
      notify({ title: 'Order saved' });
      await refresh();
    },
    onError: async (error) => {
      notify({ title: 'The order was not saved', description: errorMessage(error), tone: 'error' });
      await refresh();
    },
  });

  if (query.isPending) return <p className="text-sm text-slate-600">Loading photos…</p>;
  if (query.isError) return <ErrorAlert title="The photos could not be loaded">{errorMessage(query.error)}</ErrorAlert>;
  const { photos, colors } = query.data;
  const colorOptions =
    colors.length > 0
      ? [{ value: ALL_COLOURS, label: 'All colours' }, ...colors.map((c) => ({ value: c.value, label: c.title }))]
      : [];
  const ids = photos.map((p) => p.id);

  return (
    <div className="flex flex-col gap-4" data-testid="product-photos">
      {photos.length === 0 ? (
        <Notice>No photos yet: the storefront shows the product's drawings.</Notice>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Photos in the order shoppers see them">
          {photos.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              brand={brand}
              photo={photo}
              index={index}
              count={photos.length}
              colorOptions={colorOptions}
              canEdit={canEdit}
              moving={reorder.isPending}
              onMove={(at, step) => reorder.mutate(moved(ids, at, step))}
              onChanged={refresh}
            />
          ))}
        </ol>
      )}
      {canEdit ? (
        <div className="border-t border-slate-200 pt-4">
          <h3 className="mb-2 text-sm font-bold text-slate-800">Add a photo</h3>
          <PhotoUploadForm brand={brand} productId={productId} colorOptions={colorOptions} onUploaded={refresh} />
        </div>
      ) : null}
    </div>
  );
}
