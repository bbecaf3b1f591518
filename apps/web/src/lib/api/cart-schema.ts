import './zod-jitless';
import { z } from 'zod';
import type { CartItem } from '@store/core/cart/cart-schema';

/** The Cart of docs/architecture.md "Cart contract (issue 3)": the one schema in core, shared with the API. */
export { cartSchema, type Cart, type CartExtra, type CartItem } from '@store/core/cart/cart-schema';

export type CartProperty = CartItem['properties'][number];

/** One line as POST /carts/my/items takes it (SPEC §7: properties sorted, forItem for child lines). */
export interface NewCartLine {
  productID: string;
  quantity: number;
  properties: CartProperty[];
  forItem?: string;
}

/** GET /carts/{cartId}/remoteToken. */
export const remoteTokenSchema = z.object({ remoteToken: z.string(), expiresIn: z.number() });
export type RemoteToken = z.infer<typeof remoteTokenSchema>;
