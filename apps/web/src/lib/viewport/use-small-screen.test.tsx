// @vitest-environment happy-dom
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../test-support/client-render';
import { mediaQueryStub } from '../../test-support/media-query-stub';
import { useSmallScreen } from './use-small-screen';

function Probe() {
  return <p>{useSmallScreen() ? 'small' : 'large'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSmallScreen: 575 px wide or less is a small screen', () => {
  it.each([
    { width: 390, expected: 'small' },
    { width: 575, expected: 'small' },
    { width: 576, expected: 'large' },
    { width: 1280, expected: 'large' },
  ])('$width px: $expected', async ({ width, expected }) => {
    vi.stubGlobal('matchMedia', mediaQueryStub(width).matchMedia);
    const view = await renderInDom(<Probe />);
    expect(view.container.textContent).toBe(expected);
    await view.unmount();
  });

  it('follows the window across 575/576 px and stops listening when unmounted', async () => {
    const screen = mediaQueryStub(576);
    vi.stubGlobal('matchMedia', screen.matchMedia);
    const view = await renderInDom(<Probe />);
    expect(view.container.textContent).toBe('large');
    await act(async () => screen.resize(575));
    expect(view.container.textContent).toBe('small');
    await act(async () => screen.resize(576));
    expect(view.container.textContent).toBe('large');
    await view.unmount();
    expect(screen.listening()).toBe(0);
  });

  it('is false in the server render, whatever the width', () => {
    vi.stubGlobal('matchMedia', mediaQueryStub(390).matchMedia);
    expect(renderToStaticMarkup(<Probe />)).toBe('<p>large</p>');
  });
});
