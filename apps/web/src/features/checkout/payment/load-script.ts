/** The scripts being loaded, per document and URL (one document per page in the browser). */
const loading = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Loads a payment provider's hosted script once per page, lazily (the provider's script must come from its
 * own URL, PCI). It is added by this module's (nonce-trusted) code, which the page's 'strict-dynamic' CSP lets run. A
 * failure rejects with `failureMessage` and is forgotten, so the next call tries again.
 */
export function loadScriptOnce(url: string, failureMessage: string, doc: Document = document): Promise<void> {
  const scripts = loading.get(doc) ?? new Map<string, Promise<void>>();
  loading.set(doc, scripts);
  const pending = scripts.get(url);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(failureMessage)));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    scripts.delete(url);
    throw error;
  });
  scripts.set(url, load);
  return load;
}
