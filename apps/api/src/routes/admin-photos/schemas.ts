import { z } from 'zod';
import { safeId, safeText } from '@store/core';

/** `/admin/catalog/products/:brand/:id/photos`: the product's brand key and id. */
export const productParams = z.strictObject({ brand: safeText({ min: 1, max: 40 }), id: safeId(100) });

/** `.../photos/:photoId`. */
export const photoParams = productParams.extend({ photoId: safeId(64) });

/** The product's brand, id and the photo's id in the use cases' words. */
export const photoTarget = (params: z.infer<typeof photoParams>) => ({
  brand: params.brand,
  productId: params.id,
  photoId: params.photoId,
});
