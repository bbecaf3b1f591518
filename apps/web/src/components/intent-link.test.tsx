import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IntentLink } from './intent-link';

describe('IntentLink', () => {
  it('is a plain anchor marked for the page navigator, with what the caller gave it', () => {
    expect(
      renderToStaticMarkup(
        <IntentLink href="/mattresses" className="underline">
          Mattresses
        </IntentLink>,
      ),
    ).toBe('<a href="/mattresses" class="underline" data-intent-link="">Mattresses</a>');
  });
});
