import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CARD_FIELD_SRC, CardField } from './card-field';
import { useCardField, type CardFieldHandle } from './use-card-field';

const handle: CardFieldHandle = {
  attachFrame: () => undefined,
  ready: false,
  complete: { number: false, expiry: false, cvc: false },
  validate: () => null,
  tokenize: () => Promise.reject(new Error('not in this test')),
};

describe('the hosted card field', () => {
  it("frames the sandbox's field on the storefront origin under the label 'Card', with a title and a fixed height", () => {
    const html = renderToStaticMarkup(createElement(CardField, { field: handle, error: null }));
    expect(CARD_FIELD_SRC).toBe('/api/sandbox/card/field');
    expect(html).toContain(`src="${CARD_FIELD_SRC}"`);
    expect(html).toMatch(/<span id="([^"]+)"[^>]*>Card<\/span>/);
    expect(html).toContain('role="group"');
    expect(html).toContain('title="Card details: card number, expiry date and CVC"');
    expect(html).toContain('h-[140px]');
  });

  it('shows the message as an alert tied to the field', () => {
    const message = 'Card Number Validation Error - CVC Validation Error';
    const html = renderToStaticMarkup(createElement(CardField, { field: handle, error: message }));
    const errorId = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(errorId).toBeTruthy();
    expect(html).toContain(`<p id="${errorId}" role="alert"`);
    expect(html).toContain(message);
  });

  it('before the field reports anything, every part of the card is incomplete', () => {
    let seen: CardFieldHandle | null = null;
    function Probe() {
      seen = useCardField();
      return null;
    }
    renderToStaticMarkup(createElement(Probe));
    expect(seen!.ready).toBe(false);
    expect(seen!.validate()).toBe('Card Number Validation Error - Expiration Date Validation Error - CVC Validation Error');
  });
});
