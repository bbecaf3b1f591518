/**
 * A lazily loaded module's loader that loads it once and shares that load with every caller; a failed load (the
 * network dropped) is forgotten, so the next call tries again. `load` keeps its literal `import('./x')`, which the
 * bundler needs to split the module into its own chunk.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
