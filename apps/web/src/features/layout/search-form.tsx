import { SEARCH_QUERY_MAX_LENGTH } from '@store/core/search/query';
import { SearchCombobox } from '../search/search-combobox';

export interface SearchFormProps {
  /** The input's id (the header and the menu each have a form). */
  id: string;
  /** Show the label above the field (the menu); the header's compact field has it for screen readers only. */
  visibleLabel?: boolean;
  className?: string;
}

/**
 * Site search box: a GET form to /search?q=, so it works without JavaScript; its accessible name is
 * "Search products and pages". The input is a combobox suggesting products and pages as the shopper
 * types (search-combobox.tsx; the list's code loads on the first focus).
 */
export function SearchForm({ id, visibleLabel = false, className = '' }: SearchFormProps) {
  return (
    <form role="search" action="/search" method="get" className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={visibleLabel ? 'text-sm font-semibold' : 'sr-only'}>
        Search products and pages
      </label>
      <div className="relative flex">
        <SearchCombobox
          id={id}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          className="min-h-11 w-full min-w-0 rounded-l-brand border border-r-0 border-current/40 bg-page px-3 text-base text-ink"
        />
        <button
          type="submit"
          className="flex min-h-11 min-w-11 items-center justify-center rounded-r-brand border border-current/40"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-4-4" strokeLinecap="round" />
          </svg>
          <span className="sr-only">Search</span>
        </button>
      </div>
    </form>
  );
}
