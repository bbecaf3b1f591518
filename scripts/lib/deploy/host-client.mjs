// HTTP to the storefront's port as a browser on one of the brand's hosts: the Host header names the host (fetch cannot
// set it), state-changing requests carry the channel's origin, and the cookies the answers set are sent back.
import { Buffer } from 'node:buffer';
import http from 'node:http';

/** A shopper on `https://<host>` reaching the storefront at 127.0.0.1:`port`. */
export function hostClient(port, host) {
  const cookies = new Map();
  const origin = `https://${host}`;
  const keepCookies = (setCookies = []) => {
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === '' || /;\s*max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const send = (method, urlPath, body, headers = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: urlPath,
          method,
          headers: {
            host,
            ...(method === 'GET' ? {} : { origin }),
            ...(cookies.size > 0 ? { cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join('; ') } : {}),
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...headers,
          },
        },
        (response) => {
          keepCookies(response.headers['set-cookie']);
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
        },
      );
      request.setTimeout(60_000, () => request.destroy(new Error(`${method} ${urlPath}: no answer in 60 s`)));
      request.once('error', reject);
      request.end(payload);
    });
  return {
    host,
    get: (urlPath) => send('GET', urlPath),
    send,
    /** The JSON answer's body when the status is `expected`; else throws with the status and the start of the body. */
    json: async (method, urlPath, body, { expected = 200, headers } = {}) => {
      const res = await send(method, urlPath, body, headers);
      if (res.status !== expected)
        throw new Error(`${method} ${urlPath} on ${host}: ${res.status}, expected ${expected}: ${res.text.slice(0, 300)}`);
      return JSON.parse(res.text);
    },
  };
}
