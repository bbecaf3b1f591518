/**
 * The hosted field's script (served as /sandbox/card/field.js, no inline script). It reports completeness of number,
 * expiry and CVC to the parent page and answers a tokenize request (with the billing name and address the parent
 * sends) with a token from POST tokens: the card number
 * leaves this frame only for the sandbox's own token endpoint. Messages are accepted only from the parent window on
 * the storefront's origin (this frame's own origin) and sent only to it.
 */
export const CARD_FIELD_SCRIPT = `(() => {
  'use strict';
  const origin = window.location.origin;
  const parentWindow = window.parent;
  const fields = {
    number: document.getElementById('number'),
    expiry: document.getElementById('expiry'),
    cvc: document.getElementById('cvc'),
  };
  const digits = (v) => v.replace(/[\\s-]/g, '');
  const luhn = (d) => {
    if (!/^\\d{12,19}$/.test(d)) return false;
    let sum = 0;
    for (let i = 0; i < d.length; i++) {
      let n = Number(d[d.length - 1 - i]);
      if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
      sum += n;
    }
    return sum % 10 === 0;
  };
  const futureExpiry = (v) => {
    const m = /^\\s*(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})\\s*$/.exec(v);
    if (!m) return false;
    const month = Number(m[1]);
    const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    const now = new Date();
    const y = now.getFullYear();
    return month >= 1 && month <= 12 && (year > y || (year === y && month >= now.getMonth() + 1)) && year <= y + 20;
  };
  const complete = () => ({
    number: luhn(digits(fields.number.value)),
    expiry: futureExpiry(fields.expiry.value),
    cvc: /^\\d{3,4}$/.test(fields.cvc.value.trim()),
  });
  const post = (message) => parentWindow.postMessage({ source: 'sandbox-card', ...message }, origin);
  const report = () => post({ type: 'change', complete: complete() });
  fields.number.addEventListener('input', () => {
    const d = digits(fields.number.value).replace(/\\D/g, '').slice(0, 19);
    fields.number.value = d.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    report();
  });
  fields.expiry.addEventListener('input', (event) => {
    const d = fields.expiry.value.replace(/\\D/g, '').slice(0, 6);
    const deleting = event.inputType && event.inputType.startsWith('delete');
    fields.expiry.value = d.length > 2 || (d.length === 2 && !deleting) ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
    report();
  });
  fields.cvc.addEventListener('input', () => {
    fields.cvc.value = fields.cvc.value.replace(/\\D/g, '').slice(0, 4);
    report();
  });
  for (const [name, input] of Object.entries(fields)) {
    input.addEventListener('blur', () => input.setAttribute('aria-invalid', String(input.value !== '' && !complete()[name])));
  }
  window.addEventListener('message', async (event) => {
    if (event.origin !== origin || event.source !== parentWindow) return;
    const data = event.data;
    if (!data || data.source !== 'store-checkout' || data.type !== 'tokenize') return;
    const requestId = String(data.requestId);
    try {
      const res = await fetch('tokens', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          number: fields.number.value,
          expiry: fields.expiry.value,
          cvc: fields.cvc.value,
          ...(data.billing && typeof data.billing === 'object' ? { billing: data.billing } : {}),
        }),
      });
      const body = await res.json();
      if (res.ok && body.status === 'ok') post({ type: 'token', requestId, token: body.result.token, last4: body.result.last4, expiresAt: body.result.expiresAt });
      else post({ type: 'error', requestId, message: body.message || 'An error occurred, please try again' });
    } catch {
      post({ type: 'error', requestId, message: 'An error occurred, please try again' });
    }
  });
  post({ type: 'ready' });
  report();
})();
`;
