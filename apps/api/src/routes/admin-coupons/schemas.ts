import { z } from 'zod';
import { BRAND_KEYS } from '@store/core';
import { catalogCouponSchema } from '@store/core/catalog-file/sections';

/** /admin/coupons/{brand}/{code}: a brand key and a code as the catalogue file writes it. */
export const couponParams = z.strictObject({ brand: z.enum(BRAND_KEYS), code: catalogCouponSchema.shape.code });
