import type { ContentPage } from '../../lib/content/load-content';
import { longDateText } from '@store/core/text/english-date';

export const POSTS_PATH = '/posts';

/** A post as the /posts list shows it. */
export interface PostSummary {
  path: string;
  title: string;
  date: string;
  summary: string;
}

/**
 * The brand's posts for the /posts index: the dated pages under /posts/, newest first (the same day by title), each with
 * its summary (or its description when the file has none). An undated page under /posts/ is not a post.
 */
export function postsByDate(pages: Iterable<ContentPage>): PostSummary[] {
  const posts: PostSummary[] = [];
  for (const page of pages) {
    if (!page.path.startsWith(`${POSTS_PATH}/`) || page.date === undefined) continue;
    posts.push({ path: page.path, title: page.title, date: page.date, summary: page.summary ?? page.description });
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** 2026-03-14 as "March 14, 2026" (the date is a calendar day, so it is read in UTC). */
export function postDate(date: string): string {
  return longDateText(new Date(`${date}T00:00:00Z`));
}
