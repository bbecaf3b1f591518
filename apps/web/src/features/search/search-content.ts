import { scoreText } from '@store/core/search/score';
import type { ContentPage } from '../../lib/content/load-content';

/** Content pages shown per search at most. */
export const CONTENT_RESULTS_MAX = 10;

/**
 * The brand's content pages matching a search (core scoreText: every word must match), best first: the title weighs
 * most, then the description and summary, then the body and FAQ.
 */
export function searchContentPages(
  pages: Iterable<ContentPage>,
  tokens: readonly string[],
  limit = CONTENT_RESULTS_MAX,
): ContentPage[] {
  const scored = [...pages].map((page) => ({
    page,
    score: scoreText(tokens, [
      { text: page.title, weight: 3 },
      { text: `${page.description} ${page.summary ?? ''}`, weight: 2 },
      { text: `${page.text} ${page.faq.map((f) => `${f.question} ${f.text}`).join(' ')}`, weight: 1 },
    ]),
  }));
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.page.path.localeCompare(b.page.path))
    .slice(0, limit)
    .map((s) => s.page);
}
