// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement, type AnchorHTMLAttributes } from 'react';
import { renderInDom } from '../test-support/client-render';
import { IntentLink } from './intent-link';

// Next's Link stood in by an anchor that records the prefetch setting it was given on each render.
const seen = vi.hoisted(() => ({ prefetch: [] as unknown[] }));
vi.mock('next/link', () => ({
  default: ({ prefetch, href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch: unknown }) => {
    seen.prefetch.push(prefetch);
    return createElement('a', { ...rest, href });
  },
}));

afterEach(() => {
  seen.prefetch.length = 0;
  document.body.innerHTML = '';
});

const gestures: [string, (anchor: HTMLAnchorElement) => void][] = [
  ['a pointer over it', (a) => a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }))],
  ['keyboard focus', (a) => a.focus()],
  ['a finger touching it', (a) => a.dispatchEvent(new Event('touchstart', { bubbles: true }))],
];

describe('IntentLink', () => {
  it('does not prefetch while the link is merely on the page', async () => {
    const { container } = await renderInDom(createElement(IntentLink, { href: '/mattresses' }, 'Mattresses'));
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/mattresses');
    expect(seen.prefetch).toEqual([false]);
  });

  it.each(gestures)('prefetches as Next does by default after %s', async (_name, gesture) => {
    const { container } = await renderInDom(createElement(IntentLink, { href: '/mattresses' }, 'Mattresses'));
    await act(async () => gesture(container.querySelector('a')!));
    expect(seen.prefetch).toEqual([false, null]);
  });

  it("still calls the caller's own handlers", async () => {
    const onMouseEnter = vi.fn();
    const onFocus = vi.fn();
    const onTouchStart = vi.fn();
    const { container } = await renderInDom(
      createElement(IntentLink, { href: '/', onMouseEnter, onFocus, onTouchStart }, 'Home'),
    );
    const anchor = container.querySelector('a')!;
    await act(async () => gestures.forEach(([, gesture]) => gesture(anchor)));
    expect([onMouseEnter.mock.calls.length, onFocus.mock.calls.length, onTouchStart.mock.calls.length]).toEqual([1, 1, 1]);
  });
});
