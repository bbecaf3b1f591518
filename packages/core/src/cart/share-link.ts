import { z } from 'zod';

/**
 * The owner's share action (PUT /carts/my/link): whether the cart's link works for anyone who opens it (multiUse true,
 * the default) or only for the first visitor who merges it (multiUse false). Only the owner decides: a visitor's
 * merge with multiUse false never spends a link shared for anyone. Choosing again makes the link usable again.
 */
export const shareLinkRequestSchema = z.strictObject({ multiUse: z.boolean() });
export const shareLinkSchema = z.object({ cartId: z.string(), multiUse: z.boolean() });
export type ShareLink = z.infer<typeof shareLinkSchema>;
