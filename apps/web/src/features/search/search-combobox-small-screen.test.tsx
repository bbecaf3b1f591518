// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../test-support/client-render';
import { mediaQueryStub } from '../../test-support/media-query-stub';
import { SEARCH_QUERY_MAX_LENGTH } from '@store/core/search/query';
import { SearchCombobox, SUGGEST_DEBOUNCE_MS } from './search-combobox';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Lets the list's chunk load and the answer arrive, inside act so React applies what they change. */
async function settle(): Promise<void> {
  await act(async () => {
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setImmediate(resolve));
  });
}

const link = (title: string) => ({ title, url: `/${title.toLowerCase().replace(/ /g, '-')}` });
/** The storefront's answer for "king": 5 products, then 4 pages. */
const ANSWER = {
  status: 'ok',
  result: {
    query: 'king',
    products: ['King One', 'King Two', 'King Three', 'King Four', 'King Five'].map(link),
    pages: ['King Size Mattresses', 'King Bed Frames', 'Shipping', 'Returns'].map(link),
  },
};

/** The box at a window width, after the shopper focuses it and types "king": the titles the list offers. */
async function suggestedAt(width: number): Promise<string[]> {
  vi.stubGlobal('matchMedia', mediaQueryStub(width).matchMedia);
  vi.stubGlobal('fetch', async () => Response.json(ANSWER));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const view = await renderInDom(<SearchCombobox id="menu-search" maxLength={SEARCH_QUERY_MAX_LENGTH} className="" />);
  const input = view.container.querySelector('input')!;
  await act(async () => input.focus());
  await settle();
  await act(async () => {
    // As a keystroke does: the value changes, then the input event React's onChange listens for.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'king');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
  await settle();
  const titles = [...view.container.querySelectorAll('[role="option"]')].map((option) => option.textContent ?? '');
  expect(input.getAttribute('aria-expanded')).toBe('true');
  await view.unmount();
  return titles;
}

describe('the search box lists fewer suggestions on a small screen, so they stay above the keyboard', () => {
  it('575 px: the first 3 products and the first page', async () => {
    expect(await suggestedAt(575)).toEqual(['King One', 'King Two', 'King Three', 'King Size Mattresses']);
  });

  it('576 px: every product and page of the answer', async () => {
    expect(await suggestedAt(576)).toEqual([
      'King One',
      'King Two',
      'King Three',
      'King Four',
      'King Five',
      'King Size Mattresses',
      'King Bed Frames',
      'Shipping',
      'Returns',
    ]);
  });
});
