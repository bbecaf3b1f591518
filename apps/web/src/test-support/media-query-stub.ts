/**
 * A window width for tests: `matchMedia` answers max-width queries for it, and `resize` moves it, telling each query
 * whose answer changes (as a browser does). Install it on a window with `install`.
 */
export function mediaQueryStub(initialWidth: number) {
  let width = initialWidth;
  const queries: Array<{ media: string; matches: () => boolean; listeners: Set<() => void> }> = [];
  const answer = (media: string) => {
    const max = /^\(max-width: (\d+)px\)$/.exec(media);
    if (max === null) throw new Error(`The stub answers max-width queries only, not ${media}`);
    return width <= Number(max[1]);
  };
  const matchMedia = (media: string) => {
    const query = { media, matches: () => answer(media), listeners: new Set<() => void>() };
    queries.push(query);
    return {
      media,
      get matches() {
        return query.matches();
      },
      addEventListener: (_type: 'change', listener: () => void) => void query.listeners.add(listener),
      removeEventListener: (_type: 'change', listener: () => void) => void query.listeners.delete(listener),
    };
  };
  return {
    matchMedia,
    resize(next: number) {
      const before = queries.map((q) => q.matches());
      width = next;
      queries.forEach((q, i) => {
        if (q.matches() !== before[i]) q.listeners.forEach((listener) => listener());
      });
    },
  };
}
