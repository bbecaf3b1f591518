// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../test-support/client-render';
import { LinkNavigator } from './link-navigator';

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

let unmount: () => Promise<void>;

beforeEach(async () => {
  router.push.mockClear();
  router.prefetch.mockClear();
  // A link the browser followed in an earlier test moved the test window's address: each test starts at /.
  history.replaceState(null, '', '/');
  ({ unmount } = await renderInDom(createElement(LinkNavigator)));
  document.body.insertAdjacentHTML(
    'beforeend',
    '<a id="marked" data-intent-link href="/mattresses#top"><span id="inside">Mattresses</span></a><a id="plain" href="/faq">FAQ</a>',
  );
});

afterEach(async () => {
  await unmount();
  document.body.innerHTML = '';
});

// On the anchor itself: the test DOM follows a link while the click passes it, before the document's listeners hear
// it; a browser follows it only once the click has reached the document uncancelled.
const click = (id: string, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};

describe('LinkNavigator', () => {
  it('follows a click on a marked link in the router, and the browser does not load the page', () => {
    const event = click('marked');
    expect(router.push.mock.calls).toEqual([['/mattresses#top']]);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves an unmarked link, a modified click and a cancelled one to the browser', () => {
    expect(click('plain').defaultPrevented).toBe(false);
    expect(click('marked', { ctrlKey: true }).defaultPrevented).toBe(false);
    document.getElementById('marked')!.addEventListener('click', (event) => event.preventDefault(), { once: true });
    click('marked');
    expect(router.push).not.toHaveBeenCalled();
  });

  it.each([
    ['a pointer over it', (el: Element) => el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))],
    ['keyboard focus', (el: Element) => el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
    ['a finger touching it', (el: Element) => el.dispatchEvent(new Event('touchstart', { bubbles: true }))],
  ])('prefetches the page (without its fragment) after %s, once', (_name, gesture) => {
    const inside = document.getElementById('inside')!;
    gesture(inside);
    gesture(inside);
    expect(router.prefetch.mock.calls).toEqual([['/mattresses']]);
  });

  it('prefetches nothing for a link merely on the page, nor for an unmarked one', () => {
    document.getElementById('plain')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('stops listening when it unmounts', async () => {
    await act(async () => unmount());
    unmount = async () => undefined;
    expect(click('marked').defaultPrevented).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });
});
