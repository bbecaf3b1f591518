import { channels } from '../../../lib/channels/served-channels';
import { answerSearchSuggestions } from '../../../features/search/suggestions-handler';

/** GET /api/search-suggestions?q=: products and pages for the header search box as the shopper types (the host's brand). */
export function GET(request: Request): Promise<Response> {
  return answerSearchSuggestions(request, { channels: channels() });
}
