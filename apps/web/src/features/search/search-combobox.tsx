'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useReducer, useState, type KeyboardEvent } from 'react';
import { isSmallScreen } from '../../lib/viewport/small-screen';
import {
  chosenOption,
  comboboxReducer,
  initialComboboxState,
  optionId,
  wantsSuggestions,
  type SuggestionOption,
} from './combobox-state';
import { suggestionsForScreen } from './suggestions-for-screen';

/** The list and the fetch load on the first focus, in one chunk of their own: never in a page's first-load script. */
const loadPopup = () => import('./suggestion-popup');
const SuggestionPopup = lazy(() => loadPopup().then((popup) => ({ default: popup.SuggestionPopup })));

/** How long typing pauses before suggestions are asked for: one request per pause, not per key. */
export const SUGGEST_DEBOUNCE_MS = 200;

export interface SearchComboboxProps {
  id: string;
  maxLength: number;
  className: string;
}

/**
 * The header search box's input (a GET form's `q`, so it searches without JavaScript) as a WAI-ARIA combobox with a
 * list of suggestions: products and pages after two characters, asked for once typing pauses. Down and Up move through
 * them (wrapping), Enter opens the highlighted one (or searches when none is), Escape closes the list, then clears.
 * On a small screen the list is kept short enough to stay above the on-screen keyboard (suggestions-for-screen.ts).
 */
export function SearchCombobox({ id, maxLength, className }: SearchComboboxProps) {
  const [state, dispatch] = useReducer(comboboxReducer, initialComboboxState);
  const [armed, setArmed] = useState(false);
  const router = useRouter();
  const listboxId = `${id}-suggestions`;

  useEffect(() => {
    const query = state.query;
    if (!armed || !wantsSuggestions(query)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      loadPopup()
        .then((popup) => popup.fetchSuggestions(query, controller.signal))
        .then((options) => dispatch({ type: 'answered', query, options: suggestionsForScreen(options, isSmallScreen()) }))
        // No suggestions (offline, cancelled by the next key): the form still searches.
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [armed, state.query]);

  function choose(option: SuggestionOption, input: HTMLInputElement | null) {
    dispatch({ type: 'closed' });
    // On a small screen the box is in the menu dialog: close it, as following one of its links does.
    input?.closest('dialog')?.close();
    router.push(option.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const input = event.currentTarget;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (state.options.length === 0 || state.optionsFor !== state.query) return;
      event.preventDefault();
      dispatch({ type: 'key', key: event.key });
    } else if (event.key === 'Escape') {
      // Nothing to close or clear: Escape is left to the menu dialog around the box.
      if (!state.open && input.value === '') return;
      event.preventDefault();
      if (!state.open) input.value = '';
      dispatch({ type: 'key', key: 'Escape' });
    } else if (event.key === 'Enter') {
      const option = chosenOption(state);
      if (option === null) return;
      event.preventDefault();
      choose(option, input);
    }
  }

  return (
    <>
      <input
        id={id}
        type="search"
        name="q"
        placeholder="Search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={maxLength}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={armed ? listboxId : undefined}
        aria-activedescendant={state.open && state.active >= 0 ? optionId(listboxId, state.active) : undefined}
        onFocus={(event) => {
          setArmed(true);
          // Text typed before this island hydrated is the search too.
          if (event.currentTarget.value !== state.query) dispatch({ type: 'typed', query: event.currentTarget.value });
          dispatch({ type: 'focused' });
        }}
        onChange={(event) => dispatch({ type: 'typed', query: event.currentTarget.value })}
        onBlur={() => dispatch({ type: 'closed' })}
        onKeyDown={onKeyDown}
        className={className}
      />
      {armed ? (
        <Suspense fallback={null}>
          <SuggestionPopup
            listboxId={listboxId}
            state={state}
            onPoint={(index) => dispatch({ type: 'pointed', index })}
            onChoose={(option) => choose(option, document.getElementById(id) as HTMLInputElement | null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
