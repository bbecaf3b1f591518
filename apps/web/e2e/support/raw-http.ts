import http from 'node:http';
import type { BrandKey } from '@store/core/brands';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  /** The Host header: a brand's `{brand}.localhost:{port}` by default, or any other name. */
  host?: string;
  brand?: BrandKey;
  headers?: Record<string, string>;
  body?: unknown;
  /** The source address of the connection: each test takes its own loopback address, so per-address limits are its own. */
  localAddress?: string;
}

/**
 * One HTTP request to the running storefront over loopback, with any method, request-target and Host. Node's fetch
 * cannot send TRACE, `OPTIONS *` or a chosen Host, nor pick a source address.
 */
export function rawRequest(request: RawRequest): Promise<RawResponse> {
  const port = Number(process.env.E2E_WEB_PORT);
  if (!port) throw new Error('E2E_WEB_PORT is not set: run the journeys through `npm run test:e2e`');
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const host = request.host ?? `${request.brand ?? 'nestwood'}.localhost:${port}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method ?? 'GET',
        path: request.path,
        localAddress: request.localAddress,
        agent: false,
        headers: {
          host,
          ...(payload === undefined ? {} : { 'content-type': 'application/json', origin: `http://${host}` }),
          ...request.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
