/**
 * This page's style nonce, which the server writes into index.html's csp-nonce meta for each response: the few
 * <style> elements the UI kit adds (the select's scrollbar rule, the dialogs' scroll lock) carry it, so the CSP needs
 * no 'unsafe-inline'. Undefined outside a served page (tests, the Vite dev server's placeholder).
 */
export const cspNonce: string | undefined = (() => {
  if (typeof document === 'undefined') return undefined;
  const value = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return value && value !== '__CSP_NONCE__' ? value : undefined;
})();
