import { IntentLink } from '../../components/intent-link';
import type { ContentPage } from '../../lib/content/load-content';

/** The content pages a search found: title linking to the page, and its description. */
export function ContentResults({ pages }: { pages: readonly ContentPage[] }) {
  return (
    <section aria-labelledby="search-pages" className="flex flex-col gap-3">
      <h2 id="search-pages" className="text-xl font-semibold">
        Pages ({pages.length})
      </h2>
      <ul className="flex flex-col gap-3">
        {pages.map((page) => (
          <li key={page.path} className="rounded-brand bg-surface p-3">
            <IntentLink href={page.path} className="font-semibold underline">
              {page.title}
            </IntentLink>
            <p className="text-sm text-muted">{page.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
