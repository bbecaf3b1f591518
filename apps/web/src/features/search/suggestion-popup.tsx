import { optionId, optionsOf, type ComboboxState, type StorefrontSuggestions, type SuggestionOption } from './combobox-state';

const GROUPS = [
  { group: 'products', label: 'Products' },
  { group: 'pages', label: 'Pages' },
] as const;

/**
 * The suggestions for a text from the storefront (GET /api/search-suggestions): its products, then its pages; none
 * when it refuses (a 429 while typing fast). The answer may be reused by the browser for a minute (its Cache-Control).
 */
export async function fetchSuggestions(query: string, signal: AbortSignal): Promise<SuggestionOption[]> {
  const response = await fetch(`/api/search-suggestions?q=${encodeURIComponent(query.trim())}`, {
    signal,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return [];
  const body = (await response.json()) as { status?: string; result?: StorefrontSuggestions };
  return body.status === 'ok' && body.result ? optionsOf(body.result) : [];
}

export interface SuggestionPopupProps {
  listboxId: string;
  state: ComboboxState;
  onPoint: (index: number) => void;
  onChoose: (option: SuggestionOption) => void;
}

/**
 * The combobox's popup: a listbox of option groups (WAI-ARIA APG grouped listbox: each group named by its heading),
 * hidden while closed; focus stays in the box (a pressed option does not take it) and the highlighted option is the
 * box's aria-activedescendant. A status line tells screen reader users how many suggestions there are.
 */
export function SuggestionPopup({ listboxId, state, onPoint, onChoose }: SuggestionPopupProps) {
  const indexed = state.options.map((option, index) => ({ option, index }));
  const count = state.options.length;
  return (
    <>
      <div
        hidden={!state.open}
        className="absolute top-full right-0 left-0 z-40 mt-1 overflow-hidden rounded-brand border border-current/20 bg-page text-ink shadow-lg lg:left-auto lg:w-96"
      >
        <div role="listbox" id={listboxId} aria-label="Search suggestions" className="max-h-[70vh] overflow-y-auto py-1">
          {GROUPS.map(({ group, label }) => {
            const items = indexed.filter(({ option }) => option.group === group);
            if (items.length === 0) return null;
            const labelId = `${listboxId}-${group}`;
            return (
              <ul key={group} role="group" aria-labelledby={labelId}>
                <li
                  role="presentation"
                  id={labelId}
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
                >
                  {label}
                </li>
                {items.map(({ option, index }) => {
                  const active = index === state.active;
                  return (
                    <li
                      key={`${option.url} ${index}`}
                      id={optionId(listboxId, index)}
                      role="option"
                      aria-selected={active}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => onPoint(index)}
                      onClick={() => onChoose(option)}
                      className={`flex min-h-11 cursor-pointer items-center px-3 text-base ${active ? 'bg-surface underline' : ''}`}
                    >
                      {option.title}
                    </li>
                  );
                })}
              </ul>
            );
          })}
        </div>
      </div>
      <p role="status" className="sr-only">
        {state.open
          ? `${count === 1 ? '1 suggestion' : `${count} suggestions`}: up and down arrows to choose, Enter to open`
          : ''}
      </p>
    </>
  );
}
