// @vitest-environment happy-dom
import { act, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateApart } from './hydrate-apart';
import '../test-support/client-render';

/** A page as the server streams it: 13 KB before the boundary (a page's inlined stylesheet is 45 KB), 600 bytes in it. */
async function streamedPage(boundary: (children: ReactNode) => ReactNode): Promise<string> {
  const page = (
    <div>
      <p>{'x'.repeat(13_000)}</p>
      {boundary(<p id="inside">{'y'.repeat(600)}</p>)}
      <p id="after">after</p>
    </div>
  );
  return new Response(await renderToReadableStream(page)).text();
}

describe('HydrateApart in the server HTML', () => {
  it.each([
    // [boundary, content written in place before what follows it]
    ['HydrateApart', (children: ReactNode) => <HydrateApart>{children}</HydrateApart>, true],
    // Why not Suspense: past the first 12.8 KB, a boundary over 500 bytes is written at the end and moved in by script.
    ['Suspense', (children: ReactNode) => <Suspense>{children}</Suspense>, false],
  ])('%s: content in place is %s', async (_name, boundary, inPlace) => {
    const html = await streamedPage(boundary);
    expect(html.includes('id="inside"')).toBe(true);
    expect(html.indexOf('id="inside"') < html.indexOf('id="after"')).toBe(inPlace);
    expect(html.includes('<template')).toBe(!inPlace);
  });
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Pressed {count}
    </button>
  );
}

describe('HydrateApart in the browser', () => {
  it('hydrates its children without a mismatch, and they work', async () => {
    const page = (
      <main>
        <h1>Page</h1>
        <HydrateApart>
          <Counter />
        </HydrateApart>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = await new Response(await renderToReadableStream(page)).text();
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (e) => errors.push(e) }));
    const button = container.querySelector('button');
    expect(button).toBe(serverButton);
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Pressed 1');
    expect(errors).toEqual([]);
    await act(async () => root.unmount());
  });

  function Effects({ name, log, children }: { name: string; log: string[]; children?: ReactNode }) {
    useLayoutEffect(() => void log.push(`${name} layout`), [log, name]);
    useEffect(() => void log.push(`${name} passive`), [log, name]);
    return <div>{children}</div>;
  }

  it.each([
    // [boundary, the order of the effects at hydration]
    ['HydrateApart', true, ['page layout', 'page passive', 'form layout', 'form passive']],
    // Without it the form's layout effect (useForm's re-render) is part of the page's commit, before the page's effects.
    ['no boundary', false, ['form layout', 'page layout', 'form passive', 'page passive']],
  ])('%s: the page commits before its children hydrate: %s', async (_name, apart, order) => {
    const tree = (log: string[]) => (
      <Effects name="page" log={log}>
        {apart ? (
          <HydrateApart>
            <Effects name="form" log={log} />
          </HydrateApart>
        ) : (
          <Effects name="form" log={log} />
        )}
      </Effects>
    );
    const container = document.createElement('div');
    container.innerHTML = await new Response(await renderToReadableStream(tree([]))).text();
    const log: string[] = [];
    const root = await act(async () => hydrateRoot(container, tree(log)));
    expect(log).toEqual(order);
    await act(async () => root.unmount());
  });
});
