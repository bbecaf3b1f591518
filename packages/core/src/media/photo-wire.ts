import { z } from 'zod';
import { PHOTO_URL_PREFIX } from './photo-rules';
import { productSchema } from '../product';

/** A photo as the product wire carries it to the storefront. */
export const productPhotoSchema = z.object({
  id: z.string(),
  /** A value of the product's Color option; null: the photo shows every colour. */
  color: z.string().nullable(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The variants' folder; a variant is `{src}/{width}.{format}` (photoUrl). */
  src: z.string().startsWith(PHOTO_URL_PREFIX),
});
export type ProductPhoto = z.infer<typeof productPhotoSchema>;

/**
 * A product as GET /products answers it: the catalogue's document with the staff's photos in their order (absent or
 * empty: the product shows its drawings). The photos are the store's, not the catalogue file's, so the file's product
 * schema does not carry them.
 */
export const productWireSchema = productSchema.extend({ photos: z.array(productPhotoSchema).optional() });
export type ProductWire = z.infer<typeof productWireSchema>;
