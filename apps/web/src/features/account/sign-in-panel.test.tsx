// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInPanel } from './sign-in-panel';
import '../../test-support/client-render';

afterEach(() => {
  document.body.innerHTML = '';
});

const emailInput = (root: ParentNode) => root.querySelector<HTMLInputElement>('input[type="email"]');
const button = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;

/** The panel's server HTML, with `typed` in its email field as a shopper left it before the scripts ran, then hydrated. */
async function hydratedPanel(typed: string) {
  const element = <SignInPanel next="/my-account" initialMode="password" />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  emailInput(container)!.value = typed;
  const root = await act(async () => hydrateRoot(container, element));
  return { container, root };
}

describe('SignInPanel: the email carries over between its forms', () => {
  it.each([
    // [mode switched to, its button]
    ['link', 'Email me a sign-in link'],
    ['forgot', 'Forgot password?'],
  ])('typed before the scripts ran, it is in the %s form', async (mode, label) => {
    const { container, root } = await hydratedPanel('early@example.com');
    await act(async () => button(container, label).click());
    expect(container.querySelector('[data-testid="sign-in-panel"]')?.getAttribute('data-mode')).toBe(mode);
    expect(emailInput(container)?.value).toBe('early@example.com');
    await act(async () => root.unmount());
  });

  it('left empty, the next form is empty too', async () => {
    const { container, root } = await hydratedPanel('');
    await act(async () => button(container, 'Email me a sign-in link').click());
    expect(emailInput(container)?.value).toBe('');
    await act(async () => root.unmount());
  });
});
