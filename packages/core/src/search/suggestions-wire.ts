import { z } from 'zod';
import { searchTextSchema } from './query';
import {
  SUGGEST_PRODUCTS_DEFAULT,
  SUGGEST_PRODUCTS_MAX,
  SUGGEST_QUERY_MIN_LENGTH,
  SUGGEST_TOO_SHORT_MESSAGE,
} from './suggest-limits';

/** GET /search/suggestions?q=&limit=: the text as a search's (trimmed, at most 100 characters), 2 or more; limit 1 to 10 (5). */
export const searchSuggestRequestSchema = z.object({
  q: searchTextSchema(SUGGEST_QUERY_MIN_LENGTH, SUGGEST_TOO_SHORT_MESSAGE),
  limit: z.coerce.number().int().min(1).max(SUGGEST_PRODUCTS_MAX).default(SUGGEST_PRODUCTS_DEFAULT),
});
export type SearchSuggestRequest = z.infer<typeof searchSuggestRequestSchema>;

/** A suggested page of the store: its title and path. */
export const suggestedLinkSchema = z.object({ title: z.string(), url: z.string().startsWith('/') });
export type SuggestedLink = z.infer<typeof suggestedLinkSchema>;

/** GET /search/suggestions answer: the best products for the text (as the search ranks them) and matching category pages. */
export const searchSuggestionsSchema = z.object({
  query: z.string(),
  products: z.array(suggestedLinkSchema.extend({ id: z.string() })),
  categories: z.array(suggestedLinkSchema),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
