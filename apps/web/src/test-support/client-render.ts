import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React runs effects and updates inside act() only when told it is under test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders an element in the test's DOM (a file run with `@vitest-environment happy-dom`), as the browser runs it. */
export async function renderInDom(
  element: ReactElement,
): Promise<{ container: HTMLElement; root: Root; unmount: () => Promise<void> }> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return {
    container,
    root,
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}
