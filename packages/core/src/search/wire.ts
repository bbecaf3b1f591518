import { z } from 'zod';
import { productSchema } from '../product';

/** GET /search answer: the products found (listing card shape, best first) and what to try instead. */
export const searchResultSchema = z.object({
  query: z.string(),
  products: z.array(productSchema),
  suggestions: z.array(z.string()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
