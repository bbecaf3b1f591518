import './zod-jitless';
import { z } from 'zod';
import type { BrandKey } from '@store/core/brands';
import { apiGet } from './client';

const wgsFeesSchema = z.object({
  fees: z.object({
    firstItem: z.number().int(),
    extraItem: z.number().int(),
    removalFeeStates: z.array(z.object({ state: z.string(), feePerMattress: z.number().int() })),
    unavailableStates: z.array(z.string()),
  }),
});
export type WgsFees = z.infer<typeof wgsFeesSchema>['fees'];

/**
 * GET /orders/wgs read on the server for the /white-glove-service page: the fee schedule behind the checkout's
 * white glove prices. Null when the API does not answer, so the page says the fees without numbers, never wrong ones.
 */
export async function fetchWgsFees(brand: BrandKey): Promise<WgsFees | null> {
  try {
    return (await apiGet(brand, '/orders/wgs', wgsFeesSchema)).fees;
  } catch {
    return null;
  }
}
