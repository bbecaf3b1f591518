import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderInDom } from './client-render';

/** A server-rendered control whose work is done by script: [case name, element, the control's accessible name]. */
export type ScriptControl = [string, ReactElement, string];

/** The button or form field named `name` in `root`, by its aria-label or its text. */
export function control(root: ParentNode, name: string): HTMLButtonElement | HTMLInputElement {
  const found = [...root.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input')].find(
    (c) => c.getAttribute('aria-label') === name || c.textContent?.trim() === name,
  );
  if (found === undefined) throw new Error(`No control ${name}`);
  return found;
}

/** Whether the control takes no input: its own `disabled`, or a disabled fieldset around it (happy-dom's `:disabled` does not see the fieldset). */
export function inert(element: Element): boolean {
  return (element as HTMLInputElement).disabled === true || element.closest('fieldset[disabled]') !== null;
}

/** The server HTML as the browser parses it, before the page's scripts run. */
export function serverHtml(element: ReactElement): HTMLElement {
  const html = document.createElement('div');
  html.innerHTML = renderToString(element);
  return html;
}

/**
 * Each control is disabled in the server HTML (a press before the page's scripts run would be lost, or flip back) and
 * works once the component runs in the browser. Call in a file run with `@vitest-environment happy-dom`.
 */
export function describeWaitsForScripts(title: string, controls: ScriptControl[]): void {
  describe(title, () => {
    it.each(controls)('%s: disabled in the server HTML', (_case, element, name) => {
      expect(inert(control(serverHtml(element), name))).toBe(true);
    });

    it.each(controls)('%s: enabled once running in the browser', async (_case, element, name) => {
      const { container, unmount } = await renderInDom(element);
      expect(inert(control(container, name))).toBe(false);
      await unmount();
    });
  });
}
