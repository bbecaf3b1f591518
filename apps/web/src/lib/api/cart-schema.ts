import './zod-jitless';
import type { AddLine } from '@store/core/cart/cart-schema';

/** The Cart of docs/architecture.md "Cart contract": the one schema in core, shared with the API. */
export { cartSchema, type Cart, type CartExtra, type CartItem } from '@store/core/cart/cart-schema';

/** One line as POST /carts/my/items takes it (properties sorted, forItem for child lines): core's addLineSchema. */
export type NewCartLine = AddLine;

/** POST /carts/coupons/validate: core's wire schema, as the API uses it. */
export { couponValidationResultSchema, type CouponValidation } from '@store/core/cart/wire-schemas';
