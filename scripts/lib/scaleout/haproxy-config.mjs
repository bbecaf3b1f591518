// The HAProxy config of `npm run test:scaleout`: one frontend for the API processes, one for the storefront processes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Round robin per request, no stickiness (sessions live in PostgreSQL and Redis, so any process serves any shopper).
 * A process leaves the rotation when its GET /ready fails three times a second apart (or takes over 5 s); until then a
 * connection it refuses is redispatched to the other process (`retries`, `option redispatch`), and a 503 from a
 * draining process (Fastify answers 503 on kept-alive sockets once closing, before any handler runs) is retried there
 * too (`retry-on`). No `empty-response` retry: a process that died mid-request may have done the work, and only the
 * client (with its Idempotency-Key) may send it again. So a request a process was working on when it died is a 502.
 * The shopper's signed address (X-Client-Address) passes through as the tier in front set it (see scripts/lib/bench/haproxy.mjs).
 */
export function writeScaleoutConfig(dir, { apiPort, apiBackends, webPort, webBackends }) {
  const servers = (prefix, ports) =>
    ports.map((p, i) => `  server ${prefix}${i + 1} 127.0.0.1:${p} check inter 1s fall 3 rise 2`).join('\n');
  const config = `global
  maxconn 4096

defaults
  mode http
  option http-keep-alive
  http-reuse safe
  retries 3
  option redispatch 1
  retry-on conn-failure 503
  timeout connect 2s
  timeout check 5s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s

frontend api
  bind 127.0.0.1:${apiPort}
  default_backend apis

backend apis
  balance roundrobin
  option httpchk GET /ready
  http-check expect status 200
${servers('api', apiBackends)}

frontend web
  bind 127.0.0.1:${webPort}
  default_backend webs

backend webs
  balance roundrobin
  option httpchk GET /ready
  http-check expect status 200
${servers('web', webBackends)}
`;
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  return file;
}
