import { env } from '../../../lib/env';
import { answerSearchSuggestions } from '../../../features/search/suggestions-handler';

/** GET /api/search-suggestions?q=: products and pages for the header search box as the shopper types (the host's brand). */
export function GET(request: Request): Promise<Response> {
  return answerSearchSuggestions(request, { defaultBrand: env().defaultBrand });
}
