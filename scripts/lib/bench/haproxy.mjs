// HAProxy in front of two API processes for `npm run bench:api`: a config generated into a temp dir per run.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const HAPROXY = '/usr/sbin/haproxy';
export const haproxyAvailable = () => existsSync(HAPROXY);

/**
 * Round robin per request over `backends` (ports on loopback). Keep-alive on both sides (HAProxy 2.6's default, with
 * idle server connections reused), as a production balancer runs; a process leaves the rotation when GET /ready fails
 * twice. The shopper's address passes through as the tier in front proved it (X-Client-Address and its HMAC under
 * CLIENT_ADDRESS_SECRET, from the storefront, here the load generator): HAProxy adds nothing the API reads, and the API's
 * own peer (HAProxy, 127.0.0.1) would make every shopper one address (the card-token limit would refuse checkouts).
 */
export function writeHaproxyConfig(dir, { port, backends }) {
  const servers = backends.map((p, i) => `  server api${i + 1} 127.0.0.1:${p} check inter 2s fall 2 rise 1`).join('\n');
  const config = `global
  maxconn 4096

defaults
  mode http
  option http-keep-alive
  http-reuse safe
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s

frontend api
  bind 127.0.0.1:${port}
  default_backend apis

backend apis
  balance roundrobin
  option httpchk GET /ready
  http-check expect status 200
${servers}
`;
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  return file;
}
