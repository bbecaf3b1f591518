import type { StaticPageCopy } from '../../lib/seo/static-page-metadata';

/** /p/mattress-finder-quiz: the page's title and description (page type WP: a /p/ marketing page). */
export const FINDER_COPY: StaticPageCopy = {
  title: 'Mattress finder quiz',
  description: (brandName) =>
    `Answer six quick questions about how you sleep and find the ${brandName} mattress, feel and size that fit you, with the reasons why.`,
};
