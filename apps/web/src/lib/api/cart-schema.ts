import './zod-jitless';
import type { AddLine } from '@store/core/cart/cart-schema';

/** The Cart of docs/architecture.md "Cart contract": the one schema in core, shared with the API. */
export { cartSchema, type Cart, type CartExtra, type CartItem } from '@store/core/cart/cart-schema';

/** One line as POST /carts/my/items takes it (properties sorted, forItem for child lines): core's addLineSchema. */
export type NewCartLine = AddLine;

/** GET /carts/{cartId}/remoteToken and POST /carts/coupons/validate: core's wire schemas, as the API uses them. */
export {
  couponValidationResultSchema,
  remoteTokenSchema,
  type CouponValidation,
  type RemoteToken,
} from '@store/core/cart/wire-schemas';
