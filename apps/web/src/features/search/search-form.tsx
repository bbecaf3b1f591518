import { SEARCH_QUERY_MAX_LENGTH } from '@store/core/search/query';

/**
 * The search page's own box (a plain GET form, no JavaScript): labelled "Search", prefilled with the current search. The
 * landmark has its own name, distinct from the header's search (axe landmark-unique).
 */
export function SearchForm({ query }: { query: string }) {
  return (
    <form role="search" aria-label="Refine search" action="/search" method="get" className="flex flex-col gap-1">
      <label htmlFor="search-page-q" className="font-semibold">
        Search
      </label>
      <div className="flex gap-2">
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          required
          className="min-h-11 w-full max-w-xl rounded-brand border border-muted/60 bg-surface px-3"
        />
        <button type="submit" className="min-h-11 rounded-brand bg-brand px-5 font-semibold text-brand-text">
          Search
        </button>
      </div>
    </form>
  );
}
