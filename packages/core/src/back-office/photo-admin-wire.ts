import { z } from 'zod';
import { safeText } from '../text/safe-text';
import { PHOTO_ALT_MAX } from '../media/photo-rules';

/** A product photo as the staff application lists it. */
export const adminPhotoSchema = z.object({
  id: z.string(),
  brand: z.string(),
  productId: z.string(),
  color: z.string().nullable(),
  position: z.number().int(),
  alt: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** The variants' folder (`{src}/{width}.{format}`), served by the API and the storefront under /media/photos/. */
  src: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

/** A product's photos and the colours it offers (empty: it has no Color option). */
export const adminPhotoListSchema = z.object({
  productId: z.string(),
  productTitle: z.string(),
  colors: z.array(z.object({ value: z.string(), title: z.string() })),
  photos: z.array(adminPhotoSchema),
});
export type AdminPhotoList = z.infer<typeof adminPhotoListSchema>;

export const PHOTO_ALT_REQUIRED = 'Describe the photo for shoppers who cannot see it';

/** Alt text: required, trimmed, no control characters, at most PHOTO_ALT_MAX characters. */
export const photoAltField = safeText({ max: PHOTO_ALT_MAX }).refine((v) => v.trim().length > 0, {
  message: PHOTO_ALT_REQUIRED,
});

/** A colour value, or null for every colour. */
export const photoColorField = safeText({ min: 1, max: 60 }).nullable();

/** PATCH body: the new alt text and colour, with the version the editor read (a stale one is a 409). */
export const photoEditSchema = z.strictObject({
  alt: photoAltField,
  color: photoColorField,
  version: z.number().int().min(1).max(1_000_000),
});
export type PhotoEdit = z.infer<typeof photoEditSchema>;

/** PUT .../photos/order body: every photo id of the product, in the new order. */
export const photoOrderSchema = z.strictObject({
  ids: z
    .array(safeText({ min: 1, max: 64 }))
    .min(1)
    .max(100),
});

/** DELETE's answer: the id of the photo removed. */
export const photoDeletedSchema = z.object({ id: z.string() });
