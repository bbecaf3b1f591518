import { z } from 'zod';
import { productWireSchema } from '../media/photo-wire';

/**
 * GET /search answer: the products found (listing card shape, best first, with their staff photos so a result card shows
 * the first photo as a listing card does) and what to try instead.
 */
export const searchResultSchema = z.object({
  query: z.string(),
  products: z.array(productWireSchema),
  suggestions: z.array(z.string()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
