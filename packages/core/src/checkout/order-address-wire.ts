import { z } from 'zod';

/** Order shippingDetails / billingDetails as the API answers them (the storefront parses the same shape). */
export const orderAddressWireSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    zip: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
  }),
});
